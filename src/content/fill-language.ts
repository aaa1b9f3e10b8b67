/**
 * Puts one language's texts (from splitLanguages) back into the split structure.
 *
 * In place, on purpose: the app holds banks by identity (a bank object is the key
 * of the compiled-section and validator caches, a screen keeps the bank it was
 * opened with), and those caches are keyed by bank and language. Filling a second
 * language adds its key to the very text objects already shown, so every cached
 * entry stays valid and nothing that holds a bank needs to fetch it again. The
 * texts are those the structure was split with (same build), so a count mismatch
 * is an error, not something to paper over. Filling a language twice is harmless.
 */
import { isTextSlot } from './text-slot.ts';

export function fillLanguage<L extends string>(
  structure: unknown,
  lang: L,
  texts: readonly string[],
  langs: readonly L[],
): void {
  let next = 0;
  const fill = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) fill(item);
      return;
    }
    if (isTextSlot(value, langs)) {
      if (next >= texts.length)
        throw new Error(`fillLanguage: more texts in the structure than the ${texts.length} given for ${lang}`);
      (value as Record<string, string>)[lang] = texts[next++] as string;
      return;
    }
    for (const item of Object.values(value)) fill(item);
  };
  fill(structure);
  if (next !== texts.length)
    throw new Error(`fillLanguage: ${texts.length} texts given for ${lang}, the structure has ${next}`);
}
