/**
 * The basic (rule-based) evaluation of a completed decision: input check, the
 * stage scores with their strengths, weaknesses and advice, then what derives
 * from them (src/scoring/finalize.ts): total and rating, overall strengths and
 * weaknesses, and at most `maxRecommendations` unique recommendations.
 */
import type { Bank } from '../content/types';
import { defaultEvaluationRules } from './default-rules';
import { type EvaluationInput, EvaluationInputError, validateEvaluationInput } from './evaluation-input';
import { finalizeEvaluation, stageKeys } from './finalize';
import type { EvaluationRules } from './rule-types';
import { ruleData, type ScoredStage, scoreStage } from './stage-score';
import type { EvaluationResult, StageKey, StageScore } from './types';

/** Evaluates a decision; throws `EvaluationInputError` when the input check fails. */
export function evaluateDecision(
  input: EvaluationInput,
  bank: Bank,
  rules: EvaluationRules = defaultEvaluationRules,
  evaluatedAt: string = new Date().toISOString(),
): EvaluationResult {
  const check = validateEvaluationInput(input, bank, rules);
  if (!check.ok) throw new EvaluationInputError(check, rules);

  const data = ruleData(input.answers, rules, input.profile ?? null);
  const stageScores = Object.fromEntries(
    stageKeys(rules).map((key): [StageKey, ScoredStage] => [key, scoreStage(rules.stages[key], data)]),
  ) as Record<StageKey, StageScore>;

  return {
    ...finalizeEvaluation(stageScores, rules),
    stageScores,
    apiEnhanced: false,
    evaluatedAt,
  };
}
