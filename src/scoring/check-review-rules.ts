/**
 * `check` for review-schedule.json: its question is a radio question of the
 * decision bank, every option has an interval, and the next-date question is a
 * date question of a review bank.
 */
import { childPath } from '../content/json-path';
import type { Bank, QuestionType } from '../content/types';
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
  return reviewQuestionProblems(
    banks,
    { bank: rules.review.bank, question: rules.review.nextDate, type: 'date' },
    {
      bank: '$.review.bank',
      question: '$.review.nextDate',
    },
    invalidBankIds,
  );
}

/**
 * Problems of a question a rule file names in a review bank: the bank exists and
 * is of kind review, and the question is there with the expected type.
 */
export function reviewQuestionProblems(
  banks: Bank[],
  named: { bank: string; question: string; type: QuestionType },
  paths: { bank: string; question: string },
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const { bank, problems } = findBank(banks, named.bank, invalidBankIds);
  const atBank = problems.map((problem) => ({ ...problem, path: paths.bank }));
  if (!bank) return atBank;
  if (bank.kind !== 'review') {
    return [...atBank, { path: paths.bank, message: `bank "${bank.id}" is not a review bank (kind "${bank.kind}")` }];
  }
  const question = bankQuestions(bank).get(named.question);
  if (question?.type === named.type) return atBank;
  return [
    ...atBank,
    {
      path: paths.question,
      message: question
        ? `question "${named.question}" of bank "${bank.id}" is not a ${named.type} question`
        : `bank "${bank.id}" has no question "${named.question}"`,
    },
  ];
}
