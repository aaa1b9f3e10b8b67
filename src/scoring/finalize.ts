/**
 * Everything an evaluation derives from its stage scores, in one place: the
 * total (the weighted mean with the rules' stage weights, normalised when they
 * do not sum to 100, rounded and kept within 0-100), the rating, the overall
 * strengths and weaknesses, and the recommendations. The AI analysis calls this again after it adjusts
 * stages, so nothing of the result still describes the scores before it.
 */
import { defaultEvaluationRules } from './default-rules';
import { bandFor, clamp, roundHalfUp } from './numbers';
import type { EvaluationRules, RatingRule } from './rule-types';
import type { Rating, StageKey, StageScore } from './types';

export type StageScoreValues = Record<StageKey, Pick<StageScore, 'score' | 'recommendations'>>;

export interface StageScoreSummary {
  totalScore: number;
  rating: Rating;
  /** Message keys of the stages scoring at least the rules' `strengthFrom`, in stage order. */
  overallStrengths: string[];
  /** Message keys of the stages scoring below the rules' `weaknessBelow`, in stage order. */
  overallWeaknesses: string[];
  /** The stages' advice, weakest stage first, each once, at most the rules' `maxRecommendations`. */
  recommendations: string[];
}

function recommendationsOf(stageScores: StageScoreValues, rules: EvaluationRules): string[] {
  const score = (key: StageKey) => stageScores[key]?.score ?? 0;
  // The weakest stage's advice matters most; ties keep the heavier, then the earlier stage first.
  const ordered = stageKeys(rules).sort(
    (a, b) => score(a) - score(b) || rules.stages[b].weight - rules.stages[a].weight || Number(a) - Number(b),
  );
  const unique = [...new Set(ordered.flatMap((key) => stageScores[key]?.recommendations ?? []))];
  const capped = unique.slice(0, rules.overall.maxRecommendations);
  return capped.length > 0 ? capped : [rules.overall.whenNoRecommendations];
}

/** The stage keys the rules define, in stage order. */
export function stageKeys(rules: EvaluationRules = defaultEvaluationRules): StageKey[] {
  return (Object.keys(rules.stages) as StageKey[]).sort((a, b) => Number(a) - Number(b));
}

export function finalizeEvaluation(
  stageScores: StageScoreValues,
  rules: EvaluationRules = defaultEvaluationRules,
): StageScoreSummary {
  let weighted = 0;
  let totalWeight = 0;
  const keys = stageKeys(rules);
  const scoreOf = (key: StageKey) => stageScores[key]?.score ?? 0;
  for (const key of keys) {
    const weight = rules.stages[key].weight;
    weighted += weight * scoreOf(key);
    totalWeight += weight;
  }
  const totalScore = clamp(roundHalfUp(totalWeight > 0 ? weighted / totalWeight : 0));
  const { strengthFrom, weaknessBelow } = rules.overall;
  return {
    totalScore,
    rating: ratingFor(totalScore, rules).key,
    overallStrengths: keys.filter((key) => scoreOf(key) >= strengthFrom).map((key) => rules.stages[key].strongMessage),
    overallWeaknesses: keys.filter((key) => scoreOf(key) < weaknessBelow).map((key) => rules.stages[key].weakMessage),
    recommendations: recommendationsOf(stageScores, rules),
  };
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
