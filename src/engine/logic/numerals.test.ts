import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLogic } from '.';
import { normalizeNumerals } from './numerals';

const DIGIT_CHARS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const PLACE_CHARS = ['', '十', '百', '千'];

/** How a Chinese writer spells 0 ≤ n < 10⁸: 十五, 一百零五, 一万零五百 (the test's own reference, digit by digit). */
function chinese(n: number): string {
  if (n === 0) return '零';
  const section = (value: number): string => {
    let out = '';
    let zeroPending = false;
    for (let place = 3; place >= 0; place -= 1) {
      const digit = Math.floor(value / 10 ** place) % 10;
      if (digit === 0) {
        if (out !== '') zeroPending = true;
        continue;
      }
      if (zeroPending) out += '零';
      zeroPending = false;
      out += `${DIGIT_CHARS[digit]}${PLACE_CHARS[place]}`;
    }
    return out;
  };
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  let text = high > 0 ? `${section(high)}万` : '';
  if (low > 0) text += high > 0 && low < 1000 ? `零${section(low)}` : section(low);
  // 10-19 is written 十五, not 一十五, when it leads.
  return text.startsWith('一十') ? text.slice(1) : text;
}

const fullWidth = (text: string) =>
  text.replace(/[0-9.%]/g, (char) => String.fromCharCode((char.codePointAt(0) as number) + 0xfee0));

/** Text with no numeral characters and no full-width forms in it. */
const plainText = fc.string({ unit: fc.constantFrom(...'abc 亏损止损目标的。,%xyz'.split('')), maxLength: 20 });

describe('normalizeNumerals', () => {
  it('reads a Chinese numeral with a place value as the number it spells', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99_999_999 }), (n) => {
        expect(normalizeNumerals(`持有${chinese(n)}年`)).toBe(`持有${n}年`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads 百分之 followed by any numeral as that percentage, decimals included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.option(fc.integer({ min: 1, max: 9 })), (n, tenth) => {
        const decimal = tenth === null ? '' : `点${DIGIT_CHARS[tenth]}`;
        const value = tenth === null ? `${n}` : `${n}.${tenth}`;
        expect(normalizeNumerals(`最多亏损百分之${chinese(n)}${decimal}`)).toBe(`最多亏损${value}%`);
      }),
    );
  });

  it('reads full-width digits, points and percent signs as their ASCII forms', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{1,2})?%?$/), (number) => {
        expect(normalizeNumerals(`止损${fullWidth(number)}`)).toBe(`止损${number}`);
      }),
    );
  });

  it('leaves text without numbers as it is, and changes nothing the second time', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(normalizeNumerals(text)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(plainText, fc.integer({ min: 0, max: 99_999 }), plainText, (before, n, after) => {
        const once = normalizeNumerals(`${before}${chinese(n)}年${fullWidth(String(n))}${after}`);
        expect(normalizeNumerals(once)).toBe(once);
      }),
    );
  });

  it('keeps words made of numeral characters as words', () => {
    for (const word of ['一些风险', '一定要止损', '千万不要追高', '万一下跌', '一点点', '十分重要', '两三只股票']) {
      expect(normalizeNumerals(word)).toBe(word);
    }
  });

  it('reads a lone numeral as a number only before a unit', () => {
    expect(normalizeNumerals('三年内')).toBe('3年内');
    expect(normalizeNumerals('仓位不超过五成')).toBe('仓位不超过5成');
    expect(normalizeNumerals('两个月复盘一次')).toBe('2个月复盘1次');
    expect(normalizeNumerals('二〇二四年')).toBe('2024年');
  });
});

describe('rules read numbers however they are written', () => {
  const statesMaximumLoss = { match: [{ var: 'text' }, '\\d'] };
  const lossPercent = { percent_in: { var: 'text' } };

  it('credits "最多亏损百分之十" with a stated maximum loss of 10%', () => {
    expect(applyLogic(statesMaximumLoss, { text: '最多亏损百分之十' })).toBe(true);
    expect(applyLogic(lossPercent, { text: '最多亏损百分之十' })).toBe(10);
  });

  it('finds the same percentage in Arabic, full-width and Chinese spellings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        const spellings = [`亏损${n}%`, `亏损${fullWidth(`${n}%`)}`, `亏损百分之${chinese(n)}`];
        expect(spellings.map((text) => applyLogic(lossPercent, { text }))).toEqual([n, n, n]);
        expect(spellings.map((text) => applyLogic(statesMaximumLoss, { text }))).toEqual([true, true, true]);
      }),
    );
  });
});
