/**
 * `check` for calibration.json: the forecast questions are in a locked section
 * of a decision bank with the types the computation reads, the review
 * questions are in a review bank with theirs, every option of the thesis
 * question has an outcome, the bin edges ascend from 0 to 1, the sentence
 * bands start at 0 and ascend, and every message key has its texts.
 */
import { childPath } from '../content/json-path';
import type { Bank, QuestionType } from '../content/types';
import { findBank, messageProblems, type PathProblem } from './check-helpers';
import { bandProblems } from './check-outcome-rules';
import { reviewQuestionProblems } from './check-review-rules';
import type { BinVerdict, CalibrationRules } from './rule-types';

/** The question types a thesis answer can be read from: one option value. */
const SINGLE_CHOICE: readonly QuestionType[] = ['radio', 'select', 'yesno'];

export function calibrationRulesProblems(
  rules: CalibrationRules,
  banks: Bank[],
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const verdicts = Object.entries(rules.perBin.sentences) as [BinVerdict, string][];
  return [
    ...forecastProblems(rules, banks, invalidBankIds),
    ...reviewQuestionProblems(
      banks,
      { bank: rules.review.bank, question: rules.review.return, type: 'number' },
      { bank: '$.review.bank', question: '$.review.return' },
      invalidBankIds,
    ),
    ...reviewQuestionProblems(
      banks,
      { bank: rules.review.bank, question: rules.review.benchmarkReturn, type: 'number' },
      { bank: '$.review.bank', question: '$.review.benchmarkReturn' },
      invalidBankIds,
    ).filter(({ path }) => path !== '$.review.bank'),
    ...thesisProblems(rules, banks),
    ...binProblems(rules.bins),
    ...bandProblems(rules.sampleSize, '$.sampleSize', 0),
    ...messageProblems(
      [
        ...rules.sampleSize.map(({ message }, index): [string, string] => [message, `$.sampleSize[${index}].message`]),
        ...verdicts.map(([verdict, key]): [string, string] => [key, `$.perBin.sentences.${verdict}`]),
        ...(Object.entries(rules.decomposition) as [string, string][]).map(([term, key]): [string, string] => [
          key,
          `$.decomposition.${term}`,
        ]),
        [rules.unscored, '$.unscored'],
        [rules.labels.reference, '$.labels.reference'],
        [rules.labels.range, '$.labels.range'],
      ],
      rules.messages,
    ),
  ];
}

/** The forecast is what the decision keeps of its locked sections, so each question must sit in one. */
function forecastProblems(rules: CalibrationRules, banks: Bank[], invalidBankIds?: ReadonlySet<string>): PathProblem[] {
  const { bank, problems } = findBank(banks, rules.forecast.bank, invalidBankIds);
  const atBank = problems.map((problem) => ({ ...problem, path: '$.forecast.bank' }));
  if (!bank) return atBank;
  if (bank.kind !== 'decision') {
    return [
      ...atBank,
      { path: '$.forecast.bank', message: `bank "${bank.id}" is not a decision bank (kind "${bank.kind}")` },
    ];
  }
  const expected: [keyof CalibrationRules['forecast'], QuestionType][] = [
    ['probability', 'probability'],
    ['range', 'range'],
    ['benchmark', 'text'],
  ];
  return [
    ...atBank,
    ...expected.flatMap(([field, type]): PathProblem[] => {
      const id = rules.forecast[field];
      const path = `$.forecast.${field}`;
      const section = bank.sections.find((candidate) => candidate.questions.some((q) => q.id === id));
      const question = section?.questions.find((q) => q.id === id);
      if (!section || !question) return [{ path, message: `bank "${bank.id}" has no question "${id}"` }];
      const found: PathProblem[] = [];
      if (question.type !== type) {
        found.push({ path, message: `question "${id}" of bank "${bank.id}" is not a ${type} question` });
      }
      if (!section.locked) {
        found.push({
          path,
          message: `question "${id}" is in section "${section.id}", which is not locked: a forecast holds only the answers of locked sections`,
        });
      }
      return found;
    }),
  ];
}

/** Every option of the thesis question needs an outcome, and every outcome an option; bank problems are reported with the return question. */
function thesisProblems(rules: CalibrationRules, banks: Bank[]): PathProblem[] {
  const bank = banks.find((candidate) => candidate.id === rules.review.bank && candidate.kind === 'review');
  if (!bank) return [];
  const id = rules.review.thesis;
  const question = bank.sections.flatMap((section) => section.questions).find((q) => q.id === id);
  if (!question) return [{ path: '$.review.thesis', message: `bank "${bank.id}" has no question "${id}"` }];
  if (!SINGLE_CHOICE.includes(question.type)) {
    return [
      {
        path: '$.review.thesis',
        message: `question "${id}" of bank "${bank.id}" is a ${question.type} question; it needs one option value (${SINGLE_CHOICE.join(', ')})`,
      },
    ];
  }
  const options = (question.options ?? []).map(({ value }) => value);
  return [
    ...options
      .filter((value) => !Object.hasOwn(rules.thesisOutcome, value))
      .map((value) => ({
        path: '$.thesisOutcome',
        message: `option "${value}" of question "${id}" has no outcome (give it 1, 0, or null for not scored)`,
      })),
    ...Object.keys(rules.thesisOutcome)
      .filter((value) => !options.includes(value))
      .map((value) => ({
        path: childPath('$.thesisOutcome', value),
        message: `"${value}" is not an option of question "${id}" (${options.join(', ')})`,
      })),
  ];
}

/** Every probability from 0 to 1 must fall in exactly one bin. */
function binProblems(edges: number[]): PathProblem[] {
  const problems: PathProblem[] = [];
  if (edges[0] !== 0)
    problems.push({ path: '$.bins[0]', message: 'the first edge must be 0, so every forecast has a bin' });
  const last = edges.length - 1;
  if (edges[last] !== 1) {
    problems.push({ path: `$.bins[${last}]`, message: 'the last edge must be 1, so every forecast has a bin' });
  }
  edges.forEach((edge, index) => {
    const previous = edges[index - 1];
    if (previous !== undefined && edge <= previous) {
      problems.push({ path: `$.bins[${index}]`, message: `must be above the previous edge (${previous})` });
    }
  });
  return problems;
}
