/**
 * Random decision inputs for property tests, drawn from the bank's own questions:
 * texts mix random characters with words a careful investor writes (so keyword
 * rules fire both ways), choices come from each question's options.
 */
import path from 'node:path';
import fc from 'fast-check';
import { loadContentFromDisk } from '../../content/load-from-disk';
import type { Answers, Bank, Question } from '../../content/types';
import { defaultEvaluationRules } from '../default-rules';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function decisionBank(): Bank {
  const bank = loadContentFromDisk(repoRoot).banks.find(({ id }) => id === defaultEvaluationRules.bank);
  if (!bank) throw new Error(`bank ${defaultEvaluationRules.bank} not found`);
  return bank;
}

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
      return fc
        .date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString());
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
