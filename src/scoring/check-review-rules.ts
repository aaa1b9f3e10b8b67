/**
 * `check` for review-schedule.json: its question is a radio question of the
 * decision bank, every option has an interval, and the next-date question is a
 * date question of a review bank.
 */
import { childPath } from '../content/json-path';
import type { Bank } from '../content/types';
import { bankQuestions, findBank, type PathProblem } from './check-helpers';
import type { ReviewRules } from './rule-types';

export function reviewRulesProblems(
  rules: ReviewRules,
  banks: Bank[],
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const { bank, problems } = findBank(banks, rules.bank, invalidBankIds);
  if (!bank) return problems;
  const question = bankQuestions(bank).get(rules.question);
  if (!question) return [...problems, { path: '$.question', message: `the bank has no question "${rules.question}"` }];
  if (question.type !== 'radio') {
    return [...problems, { path: '$.question', message: `question "${rules.question}" is not a radio question` }];
  }
  const options = (question.options ?? []).map(({ value }) => value);
  return [
    ...problems,
    ...nextDateProblems(rules, banks, invalidBankIds),
    ...options
      .filter((value) => !(value in rules.intervals))
      .map((value) => ({
        path: '$.intervals',
        message: `option "${value}" of question "${rules.question}" has no interval (give it one, or null for no review date)`,
      })),
    ...Object.keys(rules.intervals)
      .filter((value) => !options.includes(value))
      .map((value) => ({
        path: childPath('$.intervals', value),
        message: `"${value}" is not an option of question "${rules.question}" (${options.join(', ')})`,
      })),
  ];
}

function nextDateProblems(rules: ReviewRules, banks: Bank[], invalidBankIds?: ReadonlySet<string>): PathProblem[] {
  const { bank, problems } = findBank(banks, rules.review.bank, invalidBankIds);
  const atReview = problems.map((problem) => ({
    ...problem,
    path: problem.path.replace(/^\$\.bank/, '$.review.bank'),
  }));
  if (!bank) return atReview;
  if (bank.kind !== 'review') {
    return [
      ...atReview,
      { path: '$.review.bank', message: `bank "${bank.id}" is not a review bank (kind "${bank.kind}")` },
    ];
  }
  const question = bankQuestions(bank).get(rules.review.nextDate);
  if (question?.type === 'date') return atReview;
  return [
    ...atReview,
    {
      path: '$.review.nextDate',
      message: question
        ? `question "${rules.review.nextDate}" of bank "${bank.id}" is not a date question`
        : `bank "${bank.id}" has no question "${rules.review.nextDate}"`,
    },
  ];
}
