/**
 * The bump an edited bank needs over a released one, or undefined when their
 * content is the same. Wording is any text given per language (a title, a
 * question, a help text, an option's label, glossary marks inside them; adding
 * or dropping an optional one too): stored answers keep their meaning, so a
 * patch. Anything else (a question or option added, removed or moved, an
 * option's value, a question's type or `required`) changes what a stored answer
 * means or whether it is complete: a minor. `$schema` (which differs between a
 * bank and its released copy) and `version` itself are not content.
 */

import { isTextSlot } from './text-slot.ts';
import { LANGS } from './types.ts';
import type { VersionBump } from './version-bump.ts';

const NOT_CONTENT = new Set(['$schema', 'version']);

function isText(value: unknown): boolean {
  return isTextSlot(value, LANGS) && Object.keys(value as object).length > 0;
}

/** `value` with keys sorted, `$schema` and `version` left out at the top, and every text left out when `wording` is false. */
function normalized(value: unknown, wording: boolean, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => normalized(item, wording, false));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => !(top && NOT_CONTENT.has(key)) && (wording || !isText((value as Record<string, unknown>)[key])))
      .sort()
      .map((key) => [key, normalized((value as Record<string, unknown>)[key], wording, false)]),
  );
}

const same = (a: unknown, b: unknown, wording: boolean) =>
  JSON.stringify(normalized(a, wording)) === JSON.stringify(normalized(b, wording));

export function suggestVersionBump(released: unknown, edited: unknown): VersionBump | undefined {
  if (same(released, edited, true)) return undefined;
  return same(released, edited, false) ? 'patch' : 'minor';
}
