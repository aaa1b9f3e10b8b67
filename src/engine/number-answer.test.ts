import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Section } from '../content/types';
import { invalidNumbers, parseNumberAnswer } from './number-answer';

const toFullWidth = (text: string) =>
  text.replace(/[0-9.\-+%]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

describe('reading a number answer', () => {
  it('reads back any decimal the investor types, with or without sign, percent or full-width digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.boolean(),
        (whole, hundredths, percent, fullWidth) => {
          const value = whole + (Math.sign(whole || 1) * hundredths) / 100;
          let typed = `${value}${percent ? '%' : ''}`;
          if (fullWidth) typed = toFullWidth(typed);
          expect(parseNumberAnswer(` ${typed} `)).toBeCloseTo(value, 10);
        },
      ),
    );
  });

  it('reads nothing from blanks, words or half-typed numbers', () => {
    for (const typed of ['', '   ', 'abc', '12abc', '1.2.3', '-', '12.', '.5', '1,5', '--3'])
      expect(parseNumberAnswer(typed)).toBeNull();
    expect(parseNumberAnswer(['12'])).toBeNull();
    expect(parseNumberAnswer(undefined)).toBeNull();
  });

  it('accepts a typographic minus sign', () => {
    expect(parseNumberAnswer('\u221212.5')).toBe(-12.5);
  });

  it('flags only written number answers that are not numbers', () => {
    const section: Section = {
      id: 's',
      title: { en: 'S', zh: 'S' },
      questions: [
        { id: 'n1', type: 'number', required: true, text: { en: 'n1', zh: 'n1' } },
        { id: 'n2', type: 'number', required: false, text: { en: 'n2', zh: 'n2' } },
        { id: 'n3', type: 'number', required: false, text: { en: 'n3', zh: 'n3' } },
        { id: 't', type: 'text', required: false, text: { en: 't', zh: 't' } },
      ],
    };
    expect(invalidNumbers(section, { n1: 'ten', n2: '', n3: '-4', t: 'ten' })).toEqual(['n1']);
  });
});
