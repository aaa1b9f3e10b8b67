/**
 * Texts whose two languages have drifted apart, for `content -- translations`:
 * different placeholders ({{name}}), different glossary marks ([[term-id]]), one
 * language empty, or one far shorter than the other. Any object of a content
 * or rule file holding exactly an `en` and a `zh` string is a translated text,
 * so a new file or field is covered with no code change. Lengths are compared
 * as Chinese characters against Latin words (a word counts as much as about
 * 1.6 characters), the measure by which every shipped text is within a factor
 * of two.
 */
import { markedTermIds, parseMarkedText } from './marked-text.ts';
import type { Problem } from './problem.ts';
import type { Lang, Localized } from './types.ts';

/** A text flagged, with both languages so the editor sees them side by side. */
export interface TranslationFinding extends Problem {
  en: string;
  zh: string;
}

/** One language is "far shorter" below this share of the other… */
export const SHORTER_THAN = 1 / 3;
/** …once the longer one is at least this long (a one-word label may well be one character). */
const LONG_ENOUGH = 6;
const LATIN_WORD_WEIGHT = 1.6;

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  const record = value as Record<string, unknown>;
  return keys.join() === 'en,zh' && typeof record.en === 'string' && typeof record.zh === 'string';
}

/** Every translated text in a parsed JSON file, with its JSON path. */
export function translatedTexts(data: unknown, path = '$'): { path: string; text: Localized }[] {
  if (isLocalized(data)) return [{ path, text: data }];
  if (Array.isArray(data)) return data.flatMap((item, index) => translatedTexts(item, `${path}[${index}]`));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    translatedTexts(value, /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`),
  );
}

const sortedSet = (items: Iterable<string>) => [...new Set(items)].sort();
const listed = (items: string[]) => (items.length > 0 ? items.join(', ') : '(none)');

/** How long a text reads: its Chinese characters plus its Latin words, glossary marks as the words they show. */
export function readingLength(text: string): number {
  const shown = parseMarkedText(text)
    .map((part) => (part.kind === 'text' ? part.text : (part.text ?? part.id)))
    .join(' ')
    .replace(PLACEHOLDER, ' x ');
  const characters = (shown.match(CJK) ?? []).length;
  const words = (shown.replace(CJK, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length;
  return characters + words * LATIN_WORD_WEIGHT;
}

/** One way the two languages of a text disagree; `describeMismatch` words it for the command line. */
export type TranslationMismatch =
  | { kind: 'empty'; lang: Lang }
  | { kind: 'placeholders' | 'marks'; en: string[]; zh: string[] }
  | { kind: 'shorter'; lang: Lang; percent: number };

/** What is wrong between the two languages of one text (none when they agree). */
export function translationMismatches(text: Localized): TranslationMismatch[] {
  const empty = (value: string) => value.trim() === '';
  if (empty(text.en) !== empty(text.zh)) return [{ kind: 'empty', lang: empty(text.en) ? 'en' : 'zh' }];
  const found: TranslationMismatch[] = [];
  const placeholders = (value: string) => sortedSet([...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''));
  const [enHolders, zhHolders] = [placeholders(text.en), placeholders(text.zh)];
  if (enHolders.join() !== zhHolders.join()) found.push({ kind: 'placeholders', en: enHolders, zh: zhHolders });
  const [enMarks, zhMarks] = [sortedSet(markedTermIds(text.en)), sortedSet(markedTermIds(text.zh))];
  if (enMarks.join() !== zhMarks.join()) found.push({ kind: 'marks', en: enMarks, zh: zhMarks });
  const [en, zh] = [readingLength(text.en), readingLength(text.zh)];
  const shorter: Lang = en < zh ? 'en' : 'zh';
  // A shorter text found inside the longer one is an abbreviation the other language spells out (RSI).
  const spelledOut = shorter === 'en' ? text.zh.includes(text.en.trim()) : text.en.includes(text.zh.trim());
  if (!spelledOut && Math.max(en, zh) >= LONG_ENOUGH && Math.min(en, zh) < Math.max(en, zh) * SHORTER_THAN) {
    found.push({ kind: 'shorter', lang: shorter, percent: Math.round((Math.min(en, zh) / Math.max(en, zh)) * 100) });
  }
  return found;
}

export function describeMismatch(mismatch: TranslationMismatch): string {
  switch (mismatch.kind) {
    case 'empty':
      return `${mismatch.lang} is empty`;
    case 'placeholders':
    case 'marks':
      return `${mismatch.kind === 'marks' ? 'glossary marks' : 'placeholders'} differ: en ${listed(mismatch.en)}, zh ${listed(mismatch.zh)}`;
    case 'shorter':
      return `${mismatch.lang} is far shorter than ${mismatch.lang === 'en' ? 'zh' : 'en'} (${mismatch.percent}%)`;
  }
}

export function translationFindings(file: string, data: unknown): TranslationFinding[] {
  return translatedTexts(data).flatMap(({ path, text }) =>
    translationMismatches(text).map((mismatch) => ({
      file,
      path,
      message: describeMismatch(mismatch),
      en: text.en,
      zh: text.zh,
    })),
  );
}
