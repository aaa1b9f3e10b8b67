/**
 * Total score and rating from the stage scores: the weighted mean with the
 * stage weights of the rules (normalised when they do not sum to 100), rounded
 * and kept within 0-100. The AI analysis calls this again after it adjusts stages.
 */
import { defaultEvaluationRules } from './default-rules';
import { bandFor, clamp, roundHalfUp } from './numbers';
import type { EvaluationRules, RatingRule } from './rule-types';
import type { Rating, StageKey, StageScore } from './types';

export type StageScoreValues = Record<StageKey, Pick<StageScore, 'score'>>;

/** The stage keys the rules define, in stage order. */
export function stageKeys(rules: EvaluationRules = defaultEvaluationRules): StageKey[] {
  return (Object.keys(rules.stages) as StageKey[]).sort((a, b) => Number(a) - Number(b));
}

export function finalizeEvaluation(
  stageScores: StageScoreValues,
  rules: EvaluationRules = defaultEvaluationRules,
): { totalScore: number; rating: Rating } {
  let weighted = 0;
  let totalWeight = 0;
  for (const key of stageKeys(rules)) {
    const weight = rules.stages[key].weight;
    weighted += weight * (stageScores[key]?.score ?? 0);
    totalWeight += weight;
  }
  const totalScore = clamp(roundHalfUp(totalWeight > 0 ? weighted / totalWeight : 0));
  return { totalScore, rating: ratingFor(totalScore, rules).key };
}

/** The rating band a total falls in, with the message keys of its label and description. */
export function ratingFor(totalScore: number, rules: EvaluationRules = defaultEvaluationRules): RatingRule {
  return bandFor(totalScore, rules.ratings);
}

/** Message keys of a rating's label ("Stable") and description. */
export function ratingMessages(
  rating: Rating,
  rules: EvaluationRules = defaultEvaluationRules,
): { label: string; description: string } {
  const rule = rules.ratings.find(({ key }) => key === rating);
  if (!rule) throw new Error(`the evaluation rules have no rating "${rating}"`);
  return { label: rule.label, description: rule.description };
}
