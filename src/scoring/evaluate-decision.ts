/**
 * The basic (rule-based) evaluation of a completed decision: input check, the
 * stage scores, total and rating, overall strengths and weaknesses, and at most
 * `maxRecommendations` unique recommendations, weakest stages first.
 */
import type { Bank } from '../content/types';
import { defaultEvaluationRules } from './default-rules';
import { type EvaluationInput, EvaluationInputError, validateEvaluationInput } from './evaluation-input';
import { finalizeEvaluation, stageKeys } from './finalize';
import type { EvaluationRules } from './rule-types';
import { ruleData, type ScoredStage, scoreStage } from './stage-score';
import type { EvaluationResult, StageKey, StageScore } from './types';

function recommendationsOf(scored: [StageKey, ScoredStage][], rules: EvaluationRules): string[] {
  // The weakest stage's advice matters most; ties keep the heavier, then the earlier stage first.
  const ordered = [...scored].sort(
    ([keyA, a], [keyB, b]) => a.score - b.score || b.weight - a.weight || Number(keyA) - Number(keyB),
  );
  const unique = [...new Set(ordered.flatMap(([, stage]) => stage.recommendations))];
  const capped = unique.slice(0, rules.overall.maxRecommendations);
  return capped.length > 0 ? capped : [rules.overall.whenNoRecommendations];
}

/** Evaluates a decision; throws `EvaluationInputError` when the input check fails. */
export function evaluateDecision(
  input: EvaluationInput,
  bank: Bank,
  rules: EvaluationRules = defaultEvaluationRules,
  evaluatedAt: string = new Date().toISOString(),
): EvaluationResult {
  const check = validateEvaluationInput(input, bank, rules);
  if (!check.ok) throw new EvaluationInputError(check, rules);

  const data = ruleData(input.answers, rules);
  const scored = stageKeys(rules).map((key): [StageKey, ScoredStage] => [key, scoreStage(rules.stages[key], data)]);
  const stageScores = Object.fromEntries(
    scored.map(([key, { recommendations: _, ...stage }]) => [key, stage]),
  ) as Record<StageKey, StageScore>;

  return {
    ...finalizeEvaluation(stageScores, rules),
    stageScores,
    recommendations: recommendationsOf(scored, rules),
    apiEnhanced: false,
    evaluatedAt,
  };
}
