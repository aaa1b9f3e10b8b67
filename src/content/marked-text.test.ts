import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasBrokenMarkup, markedTermIds, parseMarkedText, plainText } from './marked-text';
import type { Glossary } from './types';

const glossary: Glossary = {
  terms: [{ id: 'pe-ratio', term: { en: 'P/E ratio', zh: '市盈率' }, definition: { en: 'd', zh: 'd' } }],
};

describe('glossary marks in texts', () => {
  it('splits a text into words and marked terms', () => {
    expect(parseMarkedText('Keep [[pe-ratio]] under 15 and [[stop-loss|a stop]].')).toEqual([
      { kind: 'text', text: 'Keep ' },
      { kind: 'term', id: 'pe-ratio' },
      { kind: 'text', text: ' under 15 and ' },
      { kind: 'term', id: 'stop-loss', text: 'a stop' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('shows the glossary term in the reader’s language unless the text gives its own words', () => {
    expect(plainText('[[pe-ratio]]低于 15', glossary, 'zh')).toBe('市盈率低于 15');
    expect(plainText('[[pe-ratio]] below 15', glossary, 'en')).toBe('P/E ratio below 15');
    expect(plainText('[[pe-ratio|P/E]] below 15', glossary, 'en')).toBe('P/E below 15');
    expect(plainText('[[unknown-term]]', glossary, 'en')).toBe('unknown-term');
  });

  it('finds broken marks', () => {
    expect(hasBrokenMarkup('[[pe-ratio]')).toBe(true);
    expect(hasBrokenMarkup('pe-ratio]]')).toBe(true);
    expect(hasBrokenMarkup('[[pe-ratio]] and [[a|b]]')).toBe(false);
  });

  it('leaves any text without brackets unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[') && !s.includes(']')),
        (text) => {
          expect(plainText(text, glossary, 'en')).toBe(text);
          expect(markedTermIds(text)).toEqual([]);
          expect(hasBrokenMarkup(text)).toBe(false);
        },
      ),
    );
  });

  it('finds every mark inserted between plain words, in order', () => {
    const words = fc.string().filter((s) => !/[[\]|]/.test(s));
    const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(words, id, fc.option(words.filter((s) => s.trim().length > 0)))), (pieces) => {
        const text = pieces.map(([before, term, shown]) => `${before}[[${term}${shown ? `|${shown}` : ''}]]`).join('');
        expect(markedTermIds(text)).toEqual(pieces.map(([, term]) => term));
        expect(hasBrokenMarkup(text)).toBe(false);
      }),
    );
  });
});
