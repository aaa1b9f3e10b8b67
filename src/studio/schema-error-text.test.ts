import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { schemaErrorText } from './schema-error-text';

const tIn = (lang: 'zh' | 'en') => createI18n(lang).getFixedT(lang, 'studio');

/** Findings as the schema checker reports them, with the facts its English message was made from. */
const worded = [
  { code: 'required-property-error', data: { key: 'definition' }, names: ['definition'] },
  { code: 'no-additional-properties-error', data: { property: 'colour' }, names: ['colour'] },
  { code: 'type-error', data: { expected: 'string', received: 'number' }, names: ['string', 'number'] },
  { code: 'enum-error', data: { values: ['decision', 'review'] }, names: ['decision', 'review'] },
  { code: 'min-items-error', data: { minItems: 2 }, names: ['2'] },
  { code: 'maximum-error', data: { maximum: 100 }, names: ['100'] },
];

describe('the JSON view’s schema findings', () => {
  it.each(['zh', 'en'] as const)('in %s: are worded by the studio, naming what the finding names', (lang) => {
    const t = tIn(lang);
    for (const { code, data, names } of worded) {
      const text = schemaErrorText({ code, message: 'the checker’s English', data }, t);
      expect(text).not.toBe('the checker’s English');
      for (const name of names) expect(text).toContain(name);
    }
  });

  it('word the same finding differently in each language', () => {
    for (const { code, data } of worded) {
      const finding = { code, message: '', data };
      expect(schemaErrorText(finding, tIn('zh'))).not.toBe(schemaErrorText(finding, tIn('en')));
    }
  });

  it('keep the checker’s own words for a finding the studio does not word', () => {
    const known = new Set([...worded.map(({ code }) => code), 'const-error', 'pattern-error', 'unique-items-error']);
    const t = tIn('zh');
    fc.assert(
      fc.property(
        fc.string().filter((code) => !known.has(code) && !code.startsWith('min-') && !code.endsWith('imum-error')),
        fc.string(),
        (code, message) => {
          expect(schemaErrorText({ code, message }, t)).toBe(message);
        },
      ),
    );
  });
});
