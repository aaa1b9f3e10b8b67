import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkedText } from '../content/marked-text';
import { completeTermMark, matchingTermIds, termMarkQuery } from './term-mark-query';

describe('completing a glossary mark as it is typed', () => {
  it('finds the mark open before the caret, and none once it is closed or holds other words', () => {
    expect(termMarkQuery('Your [[emer', 11)).toEqual({ start: 5, typed: 'emer' });
    expect(termMarkQuery('Your [[', 7)).toEqual({ start: 5, typed: '' });
    expect(termMarkQuery('Your [[pe-ratio]] ', 18)).toBeUndefined();
    expect(termMarkQuery('Your [[pe-ratio|P/E', 19)).toBeUndefined();
    expect(termMarkQuery('Your [[emer', 3)).toBeUndefined();
  });

  it('offers the ids holding what was typed, those starting with it first', () => {
    expect(matchingTermIds(['pe-ratio', 'rsi', 'pb-ratio', 'ratio-x'], 'ratio')).toEqual([
      'ratio-x',
      'pe-ratio',
      'pb-ratio',
    ]);
    expect(matchingTermIds(['pe-ratio', 'rsi'], '')).toEqual(['pe-ratio', 'rsi']);
  });

  it('writes a whole mark of the chosen id wherever it is typed, leaving the rest of the text as it was', () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    const plain = fc.string().filter((text) => !text.includes('[') && !text.includes(']'));
    fc.assert(
      fc.property(plain, plain, id, fc.nat(), (before, after, chosen, cut) => {
        const typed = chosen.slice(0, cut % (chosen.length + 1));
        const text = `${before}[[${typed}${after}`;
        const caret = before.length + 2 + typed.length;
        const query = termMarkQuery(text, caret);
        if (!query) throw new Error('a mark is open at the caret');
        const done = completeTermMark(text, caret, query, chosen);
        expect(done.text).toBe(`${before}[[${chosen}]]${after}`);
        expect(done.text.slice(0, done.caret)).toBe(`${before}[[${chosen}]]`);
        expect(parseMarkedText(done.text).filter((part) => part.kind === 'term')).toEqual([
          { kind: 'term', id: chosen },
        ]);
      }),
    );
  });
});
