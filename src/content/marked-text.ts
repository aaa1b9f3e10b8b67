/**
 * Glossary-term markup inside bank texts: `[[term-id]]` shows the glossary's own
 * term in the current language, `[[term-id|shown words]]` shows the given words.
 * Kept deliberately tiny so editors can type it in any JSON editor.
 */
import type { Glossary, Lang } from './types.ts';

export type TextPart = { kind: 'text'; text: string } | { kind: 'term'; id: string; text?: string };

const MARK = /\[\[([^[\]|]+?)(?:\|([^[\]]+?))?\]\]/g;

/** Splits a text into plain runs and marked terms, in order. */
export function parseMarkedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const id = (match[1] ?? '').trim();
    const shown = match[2]?.trim();
    parts.push(shown ? { kind: 'term', id, text: shown } : { kind: 'term', id });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Ids of the glossary terms a text marks, in order of appearance (duplicates kept). */
export function markedTermIds(text: string): string[] {
  return parseMarkedText(text).flatMap((part) => (part.kind === 'term' ? [part.id] : []));
}

/** Brackets left over after removing well-formed marks: a typo such as `[[pe-ratio]`. */
export function hasBrokenMarkup(text: string): boolean {
  const rest = text.replace(MARK, '');
  return rest.includes('[[') || rest.includes(']]');
}

/** The words shown for a marked term: its own text, else the glossary term, else the id. */
export function shownTermText(part: Extract<TextPart, { kind: 'term' }>, glossary: Glossary, lang: Lang): string {
  if (part.text) return part.text;
  return glossary.terms.find((entry) => entry.id === part.id)?.term[lang] ?? part.id;
}

/** The text as a reader sees it, without markup (for aria labels, titles, search). */
export function plainText(text: string, glossary: Glossary, lang: Lang): string {
  return parseMarkedText(text)
    .map((part) => (part.kind === 'text' ? part.text : shownTermText(part, glossary, lang)))
    .join('');
}
