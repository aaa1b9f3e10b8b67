/**
 * One stage of the basic evaluation: the base score plus every rule's outcome.
 * Rules are JSON-Logic over { answers, minFilledLength, patterns, profile }.
 */
import type { Answers } from '../content/types';
import { applyLogic, isTruthy } from '../engine/logic';
import { clamp, roundHalfUp } from './numbers';
import type { RiskProfile } from './risk-profile';
import type { EvaluationRules, RuleOutcome, StageRule, StageRules } from './rule-types';
import type { StageScore } from './types';

/** What a rule reads; the names are those the rules file documents. Without an assessment, `profile` is null. */
export function ruleData(answers: Answers, rules: EvaluationRules, profile: RiskProfile | null = null) {
  return { answers, minFilledLength: rules.minFilledLength, patterns: rules.patterns, profile };
}

export interface ScoredStage extends StageScore {
  /** Message keys, in rule order; de-duplicated over all stages later. */
  recommendations: string[];
}

/** The outcome a rule applies and how many times. */
function outcomeOf(rule: StageRule, data: unknown): { outcome: RuleOutcome | undefined; times: number } {
  const holds = rule.when === undefined || isTruthy(applyLogic(rule.when, data));
  const times = holds ? (rule.times === undefined ? 1 : Number(applyLogic(rule.times, data)) || 0) : 0;
  return times > 0 ? { outcome: rule.apply, times } : { outcome: rule.otherwise, times: 1 };
}

/** Points each rule of a stage adds (0 when it adds none), by rule name: what a score diff attributes a change to. */
export function ruleContributions(stage: StageRules, data: ReturnType<typeof ruleData>): Map<string, number> {
  const points = new Map<string, number>();
  for (const rule of stage.rules) {
    const { outcome, times } = outcomeOf(rule, data);
    points.set(rule.name, (points.get(rule.name) ?? 0) + (outcome ? outcome.points * times : 0));
  }
  return points;
}

function pushOnce(list: string[], key: string | undefined): void {
  if (key !== undefined && !list.includes(key)) list.push(key);
}

export function scoreStage(stage: StageRules, data: ReturnType<typeof ruleData>): ScoredStage {
  let score = stage.base;
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const recommendations: string[] = [];
  for (const rule of stage.rules) {
    const { outcome, times } = outcomeOf(rule, data);
    if (!outcome) continue;
    score += outcome.points * times;
    pushOnce(strengths, outcome.strength);
    pushOnce(weaknesses, outcome.weakness);
    pushOnce(recommendations, outcome.recommendation);
  }
  return { score: roundHalfUp(clamp(score)), weight: stage.weight, strengths, weaknesses, recommendations };
}
