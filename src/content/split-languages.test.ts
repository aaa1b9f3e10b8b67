import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillLanguage } from './fill-language';
import { splitLanguages } from './split-languages';
import { LANGS, type Lang } from './types';

/** Content-like trees: localized texts (strings in both languages, glossary marks included) among other values. */
const localized = fc.record(
  {
    zh: fc.oneof(fc.string(), fc.constant('见[[pe-ratio]]')),
    en: fc.oneof(fc.string(), fc.constant('see [[pe-ratio|P/E]]')),
  },
  { noNullPrototype: true },
);
const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !(LANGS as readonly string[]).includes(k));
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    localized,
    fc.array(tie('tree'), { maxLength: 4 }),
    // A plain object that is not a text has a key other than a language (so it never reads as an empty slot).
    fc.dictionary(key, tie('tree'), { minKeys: 1, maxKeys: 4, noNullPrototype: true }),
  ),
}));

/** The tree as a reader of one language has it: each text with that language only. */
function onlyLanguage(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => onlyLanguage(item, lang));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (
    entries.length === LANGS.length &&
    entries.every(([k, v]) => LANGS.includes(k as Lang) && typeof v === 'string')
  ) {
    return { [lang]: (value as Record<Lang, string>)[lang] };
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, onlyLanguage(v, lang)]));
}

/** What the plugin does: the structure and texts travel as JSON. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('splitLanguages / fillLanguage', () => {
  it('gives back the same content once every language is filled in', () => {
    fc.assert(
      fc.property(tree, (content) => {
        const { structure, texts } = roundTrip(splitLanguages(content, LANGS));
        for (const lang of LANGS) fillLanguage(structure, lang, texts[lang], LANGS);
        expect(structure).toEqual(content);
      }),
    );
  });

  it('shows one language only until the other is filled in, keeping every object', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom(...LANGS), (content, first) => {
        const { structure, texts } = roundTrip(splitLanguages(content, LANGS));
        const before = structure;
        fillLanguage(structure, first, texts[first], LANGS);
        expect(structure).toEqual(onlyLanguage(content, first));
        const other = LANGS.find((lang) => lang !== first) as Lang;
        fillLanguage(structure, other, texts[other], LANGS);
        expect(structure).toBe(before);
        expect(structure).toEqual(content);
      }),
    );
  });

  it('keeps the input unchanged and leaves no text in the structure', () => {
    fc.assert(
      fc.property(tree, (content) => {
        const copy = structuredClone(content);
        const { structure, texts } = splitLanguages(content, LANGS);
        expect(content).toEqual(copy);
        const words = JSON.stringify(structure);
        for (const text of texts.zh.concat(texts.en).filter((t) => t.length > 8))
          expect(words).not.toContain(JSON.stringify(text));
        expect(texts.zh).toHaveLength(texts.en.length);
      }),
    );
  });

  it('rejects a text missing a language, and texts that do not match the structure', () => {
    expect(() => splitLanguages({ title: { zh: '标题' } }, LANGS)).toThrow(
      /\$\.title: a text in some languages only \(zh\)/,
    );
    const { structure, texts } = splitLanguages({ a: { zh: '甲', en: 'A' }, b: [{ zh: '乙', en: 'B' }] }, LANGS);
    expect(texts).toEqual({ zh: ['甲', '乙'], en: ['A', 'B'] });
    expect(() => fillLanguage(structure, 'en', ['A'], LANGS)).toThrow(/more texts in the structure/);
    expect(() => fillLanguage(structure, 'en', ['A', 'B', 'C'], LANGS)).toThrow(
      /3 texts given for en, the structure has 2/,
    );
  });
});
