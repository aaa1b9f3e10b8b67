/**
 * Where a localized text sits in content split by language (split-languages.ts,
 * fill-language.ts): a plain object whose keys are some of the languages, each a
 * string. A whole text has every language; in the split structure the same
 * object starts empty and gains one language at a time as its texts load.
 */
export function isTextSlot(value: unknown, langs: readonly string[]): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).every(([key, text]) => langs.includes(key) && typeof text === 'string');
}
