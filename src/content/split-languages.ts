/**
 * Splits content (banks, their released versions, the glossary) into a structure
 * without words and one list of texts per language, so a reader downloads the
 * structure and only the texts of their own language (fillLanguage puts a
 * language back).
 *
 * A localized text is a plain object whose keys are exactly `langs`, each a
 * string (`Localized`; glossary marks such as `[[term-id]]` are part of the
 * string). In the structure it becomes an empty object; its texts are listed in
 * the order of a depth-first walk (array items by index, object keys in order),
 * the walk fillLanguage makes over the structure, so no path needs to be stored.
 * Pure; the input is not changed.
 */
import { isTextSlot } from './text-slot.ts';

export interface SplitContent<T, L extends string> {
  /** The input with every localized text replaced by `{}` (JSON-serializable if the input is). */
  structure: T;
  /** Per language, the texts in walk order. */
  texts: Record<L, string[]>;
}

export function splitLanguages<T, L extends string>(tree: T, langs: readonly L[]): SplitContent<T, L> {
  const texts = Object.fromEntries(langs.map((lang) => [lang, [] as string[]])) as Record<L, string[]>;
  const split = (value: unknown, at: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => split(item, `${at}[${index}]`));
    if (typeof value !== 'object' || value === null) return value;
    if (isTextSlot(value, langs)) {
      // Anything that looks like a partly filled slot (e.g. `{}`) could not be told apart from one later.
      if (Object.keys(value).length !== langs.length) {
        throw new Error(`${at}: a text in some languages only (${Object.keys(value).join(', ') || 'none'})`);
      }
      for (const lang of langs) texts[lang].push(value[lang] as string);
      return {};
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, split(item, `${at}.${key}`)]));
  };
  return { structure: split(tree, '$') as T, texts };
}
