/** `check` for decision-evaluation.json: patterns, every stage rule against the bank, and message keys. */
import { childPath } from '../content/json-path';
import type { Bank } from '../content/types';
import { lintLogic } from '../engine/logic/lint';
import {
  bankQuestions,
  findBank,
  messageProblems,
  type PathProblem,
  type RuleScope,
  ruleProblems,
} from './check-helpers';
import { stageKeys } from './finalize';
import { RISK_PROFILE_VARIABLES } from './risk-profile';
import type { EvaluationRules, RuleOutcome } from './rule-types';
import { RISK_TYPES } from './types';

/** Keys starting with "$" ($comment) are notes, not patterns. */
function patternNames(rules: EvaluationRules): string[] {
  return Object.keys(rules.patterns).filter((name) => !name.startsWith('$'));
}

function patternProblems(rules: EvaluationRules): PathProblem[] {
  return patternNames(rules).flatMap((name) =>
    lintLogic({ match: ['', rules.patterns[name]] }, childPath('$.patterns', name)).map(({ message }) => ({
      path: childPath('$.patterns', name),
      message,
    })),
  );
}

function stageRuleProblems(rules: EvaluationRules, bank: Bank | undefined): PathProblem[] {
  const patterns = patternNames(rules).map((name) => `patterns.${name}`);
  const profile: readonly string[] = RISK_PROFILE_VARIABLES;
  const scope: RuleScope = {
    questions: bank ? bankQuestions(bank) : undefined,
    known: (name) => name === 'minFilledLength' || patterns.includes(name) || profile.includes(name),
    valuesOf: (name) => (name === 'profile.type' ? [...RISK_TYPES] : undefined),
    hint: `answers.<question id>, minFilledLength, ${patterns.join(', ')} and ${profile.join(', ')}`,
  };
  return stageKeys(rules).flatMap((key) =>
    rules.stages[key].rules.flatMap((rule, index) => {
      const path = `${childPath('$.stages', key)}.rules[${index}]`;
      return [...ruleProblems(rule.when, `${path}.when`, scope), ...ruleProblems(rule.times, `${path}.times`, scope)];
    }),
  );
}

function outcomeMessages(outcome: RuleOutcome | undefined, path: string): [string | undefined, string][] {
  if (!outcome) return [];
  return (['strength', 'weakness', 'recommendation'] as const).map((field) => [outcome[field], `${path}.${field}`]);
}

function usedMessages(rules: EvaluationRules): [string | undefined, string][] {
  return [
    ...stageKeys(rules).flatMap((key): [string | undefined, string][] => {
      const stage = rules.stages[key];
      const path = childPath('$.stages', key);
      return [
        [stage.strongMessage, `${path}.strongMessage`],
        [stage.weakMessage, `${path}.weakMessage`],
        ...stage.rules.flatMap((rule, index) => [
          ...outcomeMessages(rule.apply, `${path}.rules[${index}].apply`),
          ...outcomeMessages(rule.otherwise, `${path}.rules[${index}].otherwise`),
        ]),
      ];
    }),
    [rules.overall.whenNoRecommendations, '$.overall.whenNoRecommendations'],
    ...rules.ratings.flatMap((rating, index): [string, string][] => [
      [rating.label, `$.ratings[${index}].label`],
      [rating.description, `$.ratings[${index}].description`],
    ]),
    ...Object.entries(rules.errors).map(([field, key]): [string, string] => [key, `$.errors.${field}`]),
  ];
}

export function evaluationRulesProblems(
  rules: EvaluationRules,
  banks: Bank[],
  invalidBankIds?: ReadonlySet<string>,
): PathProblem[] {
  const { bank, problems } = findBank(banks, rules.bank, invalidBankIds);
  return [
    ...problems,
    ...patternProblems(rules),
    ...stageRuleProblems(rules, bank),
    ...messageProblems(usedMessages(rules), rules.messages),
  ];
}
