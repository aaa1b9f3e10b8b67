/**
 * The project's own JSON-Logic operations. Rule files in scoring-rules/ use them
 * next to the standard ones (https://jsonlogic.com/operations.html). Each takes
 * already-evaluated arguments and never throws on missing answers: an unanswered
 * question simply does not match, so rules stay short for content editors.
 */
import jsonLogic from 'json-logic-js';
import { normalizeNumerals } from './numerals';

const regexCache = new Map<string, RegExp>();

/** Compiles (and caches) a rule's pattern; an invalid pattern throws so `check` can report it. */
export function compilePattern(pattern: string, flags = 'i'): RegExp {
  const cacheKey = `${flags}/${pattern}`;
  let regex = regexCache.get(cacheKey);
  if (!regex) {
    regex = new RegExp(pattern, flags);
    regexCache.set(cacheKey, regex);
  }
  return regex;
}

/** Text length in characters as a reader counts them (a Chinese character is one). */
function characterCount(text: string): number {
  return [...text.trim()].length;
}

export const customOperations = {
  /**
   * {"match": [text, "regex", "flags"?]}: true when the text matches; case-insensitive unless flags say
   * otherwise. Numbers in the text read as Arabic digits (百分之十 as 10%, １５ as 15), so `\d` finds them.
   */
  match(text: unknown, pattern: unknown, flags?: unknown): boolean {
    if (typeof text !== 'string' || typeof pattern !== 'string') return false;
    return compilePattern(pattern, typeof flags === 'string' ? flags : 'i').test(readable(text));
  },

  /** {"longer": [text, n]}: true when the trimmed text has more than n characters ("filled"). */
  longer(text: unknown, limit: unknown): boolean {
    return typeof text === 'string' && characterCount(text) > Number(limit);
  },

  /** {"count": [a, b, ...]}: how many arguments are true (JSON-Logic truthiness: an empty list is false). */
  count(...values: unknown[]): number {
    return values.filter((value) => jsonLogic.truthy(value)).length;
  },

  /** {"size": x}: items in a list, characters in a text, 0 for anything else. */
  size(value: unknown): number {
    if (Array.isArray(value)) return value.length;
    if (typeof value === 'string') return characterCount(value);
    return 0;
  },

  /** {"clamp": [x, low, high]}. */
  clamp(value: unknown, low: unknown, high: unknown): number {
    return Math.min(Number(high), Math.max(Number(low), Number(value)));
  },

  /** {"round": [x, digits?]}: rounds half up (2.5 → 3), as people round scores. */
  round(value: unknown, digits?: unknown): number {
    return roundHalfUp(Number(value), digits === undefined ? 0 : Number(digits));
  },

  /** {"percent_in": text}: the first percentage written in a text ("最多亏 15%" or "百分之十五" → 15), or null. */
  percent_in(text: unknown): number | null {
    return typeof text === 'string' ? firstPercentage(readable(text)) : null;
  },
};

const readableCache = new Map<string, string>();
const READABLE_CACHE_SIZE = 512;

/**
 * A text with its numbers in Arabic digits, normalised once: the many patterns of
 * one evaluation test the same few answers over and over.
 */
function readable(text: string): string {
  let normalized = readableCache.get(text);
  if (normalized === undefined) {
    if (readableCache.size >= READABLE_CACHE_SIZE) readableCache.clear();
    normalized = normalizeNumerals(text);
    readableCache.set(text, normalized);
  }
  return normalized;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * The number written right before the first percent sign that has one, as
 * `(\d+(?:\.\d+)?)\s*[%％]` would find it, read backwards from each sign: one
 * pass over the text. The pattern itself retries from every digit of a run, so a
 * long run of digits without a sign takes time quadratic in its length.
 */
function firstPercentage(text: string): number | null {
  for (let sign = 0; sign < text.length; sign += 1) {
    if (text[sign] !== '%' && text[sign] !== '％') continue;
    let end = sign;
    while (isSpace(text[end - 1])) end -= 1;
    let start = end;
    while (isDigit(text[start - 1])) start -= 1;
    if (start === end) continue;
    // "2.5%" reads as 2.5: a decimal point with digits before it joins them.
    if (text[start - 1] === '.' && isDigit(text[start - 2])) {
      start -= 1;
      while (isDigit(text[start - 1])) start -= 1;
    }
    return Number(text.slice(start, end));
  }
  return null;
}

/**
 * Half-up rounding that is not fooled by binary fractions: 55.49999999999999
 * (what 0.4·a + 0.3·b can yield for a true 55.5) rounds to 56, like the exact value.
 */
export function roundHalfUp(value: number, digits = 0): number {
  const factor = 10 ** digits;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.floor(scaled + 0.5) / factor;
}
