/**
 * `check` for review-outcome.json: its return and benchmark-return questions are
 * number questions of a review bank, the sentence bands start where they must
 * and ascend, and every message key has its texts.
 */
import type { Bank } from '../content/types';
import { messageProblems, type PathProblem } from './check-helpers';
import { reviewQuestionProblems } from './check-review-rules';
import type { MessageBand, OutcomeRules, QuadrantKey } from './rule-types';

export function outcomeRulesProblems(
  rules: OutcomeRules,
  banks: Bank[],
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const quadrants = Object.entries(rules.quadrants) as [QuadrantKey, { name: string; explanation: string }][];
  return [
    ...reviewQuestionProblems(
      banks,
      { bank: rules.review.bank, question: rules.review.return, type: 'number' },
      { bank: '$.review.bank', question: '$.review.return' },
      invalidBankIds,
    ),
    ...(rules.review.benchmarkReturn === undefined
      ? []
      : reviewQuestionProblems(
          banks,
          { bank: rules.review.bank, question: rules.review.benchmarkReturn, type: 'number' },
          { bank: '$.review.bank', question: '$.review.benchmarkReturn' },
          invalidBankIds,
        ).filter(({ path }) => path !== '$.review.bank')),
    ...bandProblems(rules.sampleSize, '$.sampleSize', 1),
    ...bandProblems(rules.correlation, '$.correlation', -1),
    ...messageProblems(
      [
        ...quadrants.flatMap(([key, { name, explanation }]): [string, string][] => [
          [name, `$.quadrants.${key}.name`],
          [explanation, `$.quadrants.${key}.explanation`],
        ]),
        ...rules.sampleSize.map(({ message }, index): [string, string] => [message, `$.sampleSize[${index}].message`]),
        ...rules.correlation.map(({ message }, index): [string, string] => [
          message,
          `$.correlation[${index}].message`,
        ]),
        [rules.noCorrelation, '$.noCorrelation'],
      ],
      rules.messages,
    ),
  ];
}

/** Bands are read as "the last one whose `from` is not above the value", so they must ascend from the lowest value. */
export function bandProblems(bands: MessageBand[], path: string, lowest: number): PathProblem[] {
  const problems: PathProblem[] = [];
  if (bands[0] && bands[0].from !== lowest) {
    problems.push({
      path: `${path}[0].from`,
      message: `the first band must start at ${lowest}, so every value has a sentence`,
    });
  }
  bands.forEach((band, index) => {
    const previous = bands[index - 1];
    if (previous && band.from <= previous.from) {
      problems.push({
        path: `${path}[${index}].from`,
        message: `must be above the previous band's from (${previous.from})`,
      });
    }
  });
  return problems;
}
