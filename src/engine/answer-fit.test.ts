import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBank, listBanks } from '../content/registry';
import type { Answers, Bank, Question } from '../content/types';
import { decisionAnswersArbitrary } from '../scoring/answer-arbitraries';
import { answerMisfit } from './answer-fit';

const banks = listBanks();
const questionsOf = (bank: Bank) => bank.sections.flatMap((section) => section.questions);
const firstOfType = (bank: Bank, types: Question['type'][]) => questionsOf(bank).find((q) => types.includes(q.type));
const strict = { numbers: true };

describe('answers that fit their bank', () => {
  it('takes every answer the forms can give, in every shipped bank', () => {
    for (const bank of banks) {
      fc.assert(
        fc.property(decisionAnswersArbitrary(bank), (answers) => {
          expect(answerMisfit(bank, answers, strict)).toBeNull();
        }),
        { numRuns: 40 },
      );
    }
  });

  it('names a key no question of the version has, however it is spelled', () => {
    const bank = banks[0] as Bank;
    fc.assert(
      fc.property(
        decisionAnswersArbitrary(bank),
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'no-such-question'), fc.string()),
        (answers, key) => {
          fc.pre(!questionsOf(bank).some((question) => question.id === key));
          // Parsed from text, as a file is: `__proto__` becomes a key of its own, not the object's prototype.
          const parsed = JSON.parse(`{${JSON.stringify(key)}: "x", ${JSON.stringify(answers).slice(1)}`) as Answers;
          expect(answerMisfit(bank, parsed, strict)).toBe(key);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names a choice that is no option of its question, and a list where one choice is asked, or the reverse', () => {
    for (const bank of banks) {
      const single = firstOfType(bank, ['radio', 'select', 'yesno']);
      if (single) {
        expect(answerMisfit(bank, { [single.id]: 'not-an-option' }, strict)).toBe(single.id);
        expect(answerMisfit(bank, { [single.id]: [single.options?.[0]?.value ?? ''] }, strict)).toBe(single.id);
      }
      const multiple = firstOfType(bank, ['checkbox']);
      if (multiple) {
        const value = multiple.options?.[0]?.value ?? '';
        expect(answerMisfit(bank, { [multiple.id]: value }, strict)).toBe(multiple.id);
        expect(answerMisfit(bank, { [multiple.id]: [value, value] }, strict)).toBe(multiple.id);
        expect(answerMisfit(bank, { [multiple.id]: [value, 'not-an-option'] }, strict)).toBe(multiple.id);
        expect(answerMisfit(bank, { [multiple.id]: [value] }, strict)).toBeNull();
      }
    }
  });

  it('asks a number where a number is asked, except of a decision still being typed', () => {
    const review = banks.find((bank) => firstOfType(bank, ['number'])) as Bank;
    const number = firstOfType(review, ['number']) as Question;
    expect(answerMisfit(review, { [number.id]: 'twelve' }, strict)).toBe(number.id);
    expect(answerMisfit(review, { [number.id]: '－１２．５％' }, strict)).toBeNull();
    expect(answerMisfit(review, { [number.id]: 'twelve' }, { numbers: false })).toBeNull();
    expect(answerMisfit(review, { [number.id]: ['12'] }, { numbers: false })).toBe(number.id);
  });

  it('takes a range only as two typed ends', () => {
    const bank = banks.find((b) => firstOfType(b, ['range'])) as Bank;
    const range = firstOfType(bank, ['range']) as Question;
    expect(answerMisfit(bank, { [range.id]: ['-5', '20'] }, strict)).toBeNull();
    expect(answerMisfit(bank, { [range.id]: ['-5'] }, strict)).toBe(range.id);
    expect(answerMisfit(bank, { [range.id]: '-5 to 20' }, strict)).toBe(range.id);
    expect(answerMisfit(bank, { [range.id]: ['low', '20'] }, strict)).toBe(range.id);
  });

  it('reads a released version with its own questions', () => {
    const current = getBank('decision-review');
    const released = current && getBank(current.id, '1.0.0');
    if (!current || !released) throw new Error('the review bank has a released 1.0.0');
    const onlyThen = questionsOf(released).find((q) => !questionsOf(current).some((c) => c.id === q.id));
    const onlyNow = questionsOf(current).find((q) => !questionsOf(released).some((r) => r.id === q.id));
    // Whichever way the versions differ, each reads answers to its own questions only.
    if (onlyNow) expect(answerMisfit(released, { [onlyNow.id]: '' }, strict)).toBe(onlyNow.id);
    if (onlyThen) expect(answerMisfit(current, { [onlyThen.id]: '' }, strict)).toBe(onlyThen.id);
    expect(onlyThen ?? onlyNow).toBeDefined();
  });
});
