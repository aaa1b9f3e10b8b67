/**
 * Random answers drawn from a bank's own questions, for property tests and the
 * seeded records of `content -- diff`: texts mix random characters with words a
 * careful investor writes (so keyword rules fire both ways), choices come from
 * each question's options, numbers, probabilities and ranges are ones the
 * forms accept (0–100; a low end at most the high end). fast-check's generators, so a fixed
 * seed always gives the same answers.
 */
import fc from 'fast-check';
import type { Answers, Bank, Question } from '../content/types';

const fragments = [
  'stop-loss at 8%',
  '跌破 20 元止损',
  'target price 120',
  '目标价 30 元',
  'P/E below 15',
  '市盈率低于 15 倍',
  'RSI under 30',
  'MACD cross',
  'cross-check with filings',
  '交叉验证',
  'at most 10% of the portfolio',
  'checklist',
  'emergency reserve of 6 months',
  'hold',
  'maybe',
  '',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(fc.constantFrom(...fragments), { maxLength: 4 }).map((parts) => parts.join(' ')),
);

/** A number as typed, to two decimals at most: hundredths between `min` and `max` (in whole units). */
const typedNumber = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => String(hundredths / 100));

const probability = typedNumber(0, 100);

/** An ordered `[low, high]` of returns in %, from a loss of 100 % to a gain of 300 %. */
const range = fc
  .tuple(fc.integer({ min: -10_000, max: 30_000 }), fc.integer({ min: -10_000, max: 30_000 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)].map((hundredths) => String(hundredths / 100)));

function answerArbitrary(question: Question): fc.Arbitrary<string | string[]> {
  const options = (question.options ?? []).map(({ value }) => value);
  switch (question.type) {
    case 'checkbox':
      return fc.subarray(options, { minLength: 1 });
    case 'radio':
    case 'select':
    case 'yesno':
      return fc.constantFrom(...options);
    case 'date':
      return (
        fc
          .date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
          // A calendar day, as the form's date control stores it (a full timestamp would show an empty control).
          .map((d) => d.toISOString().slice(0, 10))
      );
    case 'probability':
      return probability;
    case 'number':
      return typedNumber(-1000, 1000);
    case 'range':
      return range;
    default:
      return text;
  }
}

/** Complete answers (optional questions sometimes left out). */
export function decisionAnswersArbitrary(bank: Bank): fc.Arbitrary<Answers> {
  const questions = bank.sections.flatMap((section) => section.questions);
  const fields = Object.fromEntries(questions.map((question) => [question.id, answerArbitrary(question)]));
  const optional = questions.filter((question) => !question.required).map((question) => question.id);
  return fc.record(fields, {
    requiredKeys: questions.map((q) => q.id).filter((id) => !optional.includes(id)),
  }) as fc.Arbitrary<Answers>;
}

/** One answer to every choice question (radio, select, yes/no, checkbox) of an assessment bank. */
export function assessmentAnswersArbitrary(bank: Bank): fc.Arbitrary<Answers> {
  const choices = bank.sections
    .flatMap((section) => section.questions)
    .filter((question) => (question.options ?? []).length > 0);
  return fc.record(
    Object.fromEntries(choices.map((question) => [question.id, answerArbitrary(question)])),
  ) as fc.Arbitrary<Answers>;
}
