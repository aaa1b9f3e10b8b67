/**
 * Risk-tolerance scoring, every number read from
 * scoring-rules/risk-tolerance.json: category averages stretched to 0-100, a
 * weighted sum plus the added points, then the adjustments in order (cap,
 * penalties, flags), then rounding and the risk type.
 */

import { ownValue } from '../content/own-key';
import type { Answers } from '../content/types';
import { applyLogic, isTruthy } from '../engine/logic';
import { defaultRiskRules } from './default-rules';
import { clamp, mean, roundHalfUp } from './numbers';
import { assertRiskAnswers } from './risk-answers';
import type { RiskProfileRule, RiskQuestionRule, RiskRules } from './rule-types';
import type { RiskResult } from './types';

export { RiskAnswersError } from './risk-answers';

/** Points of one (validated) answer: the best ticked option of a multiple-choice question. */
export function answerPoints(question: RiskQuestionRule, value: Answers[string]): number {
  const ticked = Array.isArray(value) ? value : [value];
  return Math.max(...ticked.map((option) => ownValue(question.points, option) ?? 0));
}

function lowestPoints(question: RiskQuestionRule): number {
  const options = Object.values(question.points);
  const lowest = Math.min(...options);
  return question.multipleChoice && question.pointsWhenNoneTicked !== undefined
    ? Math.min(lowest, question.pointsWhenNoneTicked)
    : lowest;
}

function questionsIn(category: string, rules: RiskRules): [string, RiskQuestionRule][] {
  return Object.entries(rules.questions).filter(([, question]) => question.category === category);
}

/** Lowest and highest possible average of each averaged category, from the option points. */
export function categoryRanges(rules: RiskRules = defaultRiskRules): Record<string, { min: number; max: number }> {
  const ranges: Record<string, { min: number; max: number }> = {};
  for (const [category, settings] of Object.entries(rules.categories)) {
    if (settings.addPoints) continue;
    const questions = questionsIn(category, rules).map(([, question]) => question);
    ranges[category] = {
      min: mean(questions.map(lowestPoints)),
      max: mean(questions.map((question) => Math.max(...Object.values(question.points)))),
    };
  }
  return ranges;
}

/** Each averaged category's score on 0-100 (unrounded). */
function categoryScores(answers: Answers, rules: RiskRules): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const [category, { min, max }] of Object.entries(categoryRanges(rules))) {
    const average = mean(
      questionsIn(category, rules).map(([id, question]) => answerPoints(question, answers[id] ?? '')),
    );
    scores[category] = max > min ? ((average - min) / (max - min)) * 100 : 0;
  }
  return scores;
}

function weightedScore(answers: Answers, categories: Record<string, number>, rules: RiskRules): number {
  let weighted = 0;
  let totalWeight = 0;
  let added = 0;
  for (const [category, settings] of Object.entries(rules.categories)) {
    if (settings.addPoints) {
      for (const [id, question] of questionsIn(category, rules)) added += answerPoints(question, answers[id] ?? '');
    } else {
      const weight = settings.weight ?? 0;
      weighted += weight * (categories[category] ?? 0);
      totalWeight += weight;
    }
  }
  // Weights that do not sum to 1 are normalised, so an editor's change keeps the 0-100 scale.
  return clamp((totalWeight > 0 ? weighted / totalWeight : 0) + added);
}

/**
 * The band of the rules' `profiles` whose score range holds the rounded score,
 * else the rules' fallback profile: which risk type a score means, with its
 * texts and accepted loss. (The investor's own profile, read from a stored
 * assessment, is `riskProfileOf` in risk-profile.ts.)
 */
export function riskBandForScore(score: number, rules: RiskRules = defaultRiskRules): RiskProfileRule {
  const rounded = roundHalfUp(score);
  const profile =
    rules.profiles.find(({ scoreRange: [low, high] }) => rounded >= low && rounded <= high) ??
    rules.profiles.find(({ key }) => key === rules.fallbackProfile);
  if (!profile) throw new Error(`risk rules have no profile for ${rounded} and no fallback profile`);
  return profile;
}

/** An adjustment that held for the answers, and how much it moved the score. */
export interface AppliedAdjustment {
  name: string;
  /** Score after the adjustment minus before it (0 for a flag, or a cap that did not bite). */
  moved: number;
}

/** Scores a complete set of answers; throws `RiskAnswersError` when one is missing or invalid. */
export function scoreRiskTolerance(answers: Answers, rules: RiskRules = defaultRiskRules): RiskResult {
  return scoreRiskToleranceTraced(answers, rules).result;
}

/** `scoreRiskTolerance` with the adjustments that held, in order, so a score diff can name them. */
export function scoreRiskToleranceTraced(
  answers: Answers,
  rules: RiskRules = defaultRiskRules,
): { result: RiskResult; applied: AppliedAdjustment[] } {
  assertRiskAnswers(answers, rules);
  const categories = categoryScores(answers, rules);
  let score = weightedScore(answers, categories, rules);
  const applied: AppliedAdjustment[] = [];
  const flags: Pick<RiskResult, 'needsVerification' | 'needsWarning' | 'verificationText' | 'warningText'> = {
    needsVerification: false,
    needsWarning: false,
  };
  for (const adjustment of rules.adjustments) {
    const data = { answers, categories, score, type: riskBandForScore(score, rules).key };
    if (!isTruthy(applyLogic(adjustment.when, data))) continue;
    const before = score;
    if (adjustment.capAt !== undefined) score = Math.min(score, adjustment.capAt);
    score += adjustment.points ?? 0;
    applied.push({ name: adjustment.name, moved: score - before });
    if (adjustment.flag === 'needsVerification') {
      flags.needsVerification = true;
      flags.verificationText = adjustment.message;
    } else if (adjustment.flag === 'needsWarning') {
      flags.needsWarning = true;
      flags.warningText = adjustment.message;
    }
  }
  const rounded = roundHalfUp(clamp(score));
  const profile = riskBandForScore(rounded, rules);
  const result: RiskResult = {
    score: rounded,
    type: profile.key,
    name: profile.name,
    description: profile.description,
    recommendation: profile.recommendation,
    ...flags,
    categoryScores: Object.fromEntries(Object.entries(categories).map(([key, value]) => [key, roundHalfUp(value, 1)])),
  };
  return { result, applied };
}
