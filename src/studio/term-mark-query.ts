/**
 * The `[[` glossary mark being typed at the caret, and the glossary ids it may
 * complete to: what the studio's text fields offer while an editor writes a
 * mark (see marked-text.ts for the markup). Pure, so it is tested on its own.
 */

/** A mark opened before the caret and not closed: `[[` at `start`, then `typed` (an id's beginning). */
export interface TermMarkQuery {
  start: number;
  typed: string;
}

const OPEN_MARK = /\[\[([A-Za-z0-9_-]*)$/;

/** The mark being typed when the caret is at `caret` in `text`, if any. */
export function termMarkQuery(text: string, caret: number): TermMarkQuery | undefined {
  const match = OPEN_MARK.exec(text.slice(0, caret));
  return match ? { start: match.index, typed: match[1] ?? '' } : undefined;
}

/** The ids holding what was typed, those starting with it first, each group in the glossary's order. */
export function matchingTermIds(ids: readonly string[], typed: string): string[] {
  const lower = typed.toLowerCase();
  const holding = ids.filter((id) => id.toLowerCase().includes(lower));
  return [
    ...holding.filter((id) => id.toLowerCase().startsWith(lower)),
    ...holding.filter((id) => !id.toLowerCase().startsWith(lower)),
  ];
}

/** `text` with the mark at `query` completed to `[[id]]`, and where the caret goes (after it). */
export function completeTermMark(
  text: string,
  caret: number,
  query: TermMarkQuery,
  id: string,
): { text: string; caret: number } {
  const mark = `[[${id}]]`;
  // A closing `]]` typed ahead of time is taken in, not doubled.
  const rest = text.slice(caret).replace(/^\]\]/, '');
  return { text: `${text.slice(0, query.start)}${mark}${rest}`, caret: query.start + mark.length };
}
