/** `check` for review-schedule.json: its question is a radio question of the bank, and every option has an interval. */
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
