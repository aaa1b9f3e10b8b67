/** `check` for risk-tolerance.json: its questions and options against the bank, its adjustments and profiles. */
import { childPath } from '../content/json-path';
import type { Bank } from '../content/types';
import {
  bankQuestions,
  findBank,
  messageProblems,
  optionProblem,
  type PathProblem,
  ruleProblems,
} from './check-helpers';
import type { RiskRules } from './rule-types';

function questionProblems(rules: RiskRules, bank: Bank): PathProblem[] {
  const problems: PathProblem[] = [];
  const questions = bankQuestions(bank);
  for (const [id, rule] of Object.entries(rules.questions)) {
    const path = childPath('$.questions', id);
    const question = questions.get(id);
    if (!question) {
      problems.push({ path, message: `the bank "${bank.id}" has no question "${id}"` });
      continue;
    }
    for (const value of Object.keys(rule.points)) {
      const message = optionProblem(question, value);
      if (message) problems.push({ path: childPath(childPath(path, 'points'), value), message });
    }
    for (const option of question.options ?? []) {
      if (!Object.hasOwn(rule.points, option.value)) {
        problems.push({ path: childPath(path, 'points'), message: `option "${option.value}" has no points` });
      }
    }
    if (Boolean(rule.multipleChoice) !== (question.type === 'checkbox')) {
      problems.push({
        path: childPath(path, 'multipleChoice'),
        message: `must be ${question.type === 'checkbox'} because question "${id}" is a ${question.type} question`,
      });
    }
  }
  for (const id of questions.keys()) {
    if (!Object.hasOwn(rules.questions, id)) {
      problems.push({ path: '$.questions', message: `question "${id}" of the bank has no points` });
    }
  }
  return problems;
}

function categoryProblems(rules: RiskRules): PathProblem[] {
  const problems: PathProblem[] = [];
  for (const [id, rule] of Object.entries(rules.questions)) {
    if (!Object.hasOwn(rules.categories, rule.category)) {
      problems.push({
        path: childPath(childPath('$.questions', id), 'category'),
        message: `unknown category "${rule.category}"`,
      });
    }
  }
  for (const [name, category] of Object.entries(rules.categories)) {
    if (!category.addPoints && !(category.weight !== undefined && category.weight > 0)) {
      problems.push({ path: childPath('$.categories', name), message: 'needs a weight above 0, or "addPoints": true' });
    }
  }
  return problems;
}

/** Every rounded score 0-100 must fall in exactly one profile. */
function profileProblems(rules: RiskRules): PathProblem[] {
  const problems: PathProblem[] = [];
  for (let score = 0; score <= 100; score += 1) {
    const holders = rules.profiles.filter(({ scoreRange: [low, high] }) => score >= low && score <= high);
    if (holders.length !== 1) {
      problems.push({
        path: '$.profiles',
        message:
          holders.length === 0
            ? `score ${score} falls in no profile's scoreRange`
            : `score ${score} falls in several profiles: ${holders.map((p) => p.key).join(', ')}`,
      });
      break;
    }
  }
  if (!rules.profiles.some(({ key }) => key === rules.fallbackProfile)) {
    problems.push({ path: '$.fallbackProfile', message: `no profile has the key "${rules.fallbackProfile}"` });
  }
  return problems;
}

function adjustmentProblems(rules: RiskRules, bank: Bank | undefined): PathProblem[] {
  const averaged = Object.entries(rules.categories)
    .filter(([, category]) => !category.addPoints)
    .map(([name]) => `categories.${name}`);
  const profileKeys = rules.profiles.map(({ key }) => key);
  const scope = {
    questions: bank ? bankQuestions(bank) : undefined,
    known: (name: string) => name === 'score' || name === 'type' || averaged.includes(name),
    valuesOf: (name: string) => (name === 'type' ? profileKeys : undefined),
    hint: `answers.<question id>, ${averaged.join(', ')}, score and type`,
  };
  return rules.adjustments.flatMap((adjustment, index) =>
    ruleProblems(adjustment.when, childPath(`$.adjustments[${index}]`, 'when'), scope),
  );
}

function usedMessages(rules: RiskRules): [string | undefined, string][] {
  return [
    ...rules.profiles.flatMap((profile, index): [string, string][] =>
      (['name', 'description', 'recommendation'] as const).map((field) => [
        profile[field],
        `$.profiles[${index}].${field}`,
      ]),
    ),
    ...rules.adjustments.map((adjustment, index): [string | undefined, string] => [
      adjustment.message,
      `$.adjustments[${index}].message`,
    ]),
    [rules.errors.unanswered, '$.errors.unanswered'],
    [rules.errors.invalid, '$.errors.invalid'],
  ];
}

export function riskRulesProblems(
  rules: RiskRules,
  banks: Bank[],
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const { bank, problems } = findBank(banks, rules.bank, invalidBankIds);
  return [
    ...problems,
    ...(bank ? questionProblems(rules, bank) : []),
    ...categoryProblems(rules),
    ...adjustmentProblems(rules, bank),
    ...profileProblems(rules),
    ...messageProblems(usedMessages(rules), rules.messages),
  ];
}
