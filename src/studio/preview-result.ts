/**
 * The result of the preview's answers, as the app would compute it: a decision
 * bank's answers evaluated, an assessment's answers typed, each with what every
 * rule contributed, from the scoring's own per-rule reports (the contributions a
 * score diff attributes changes to, and the adjustments the risk scoring
 * applied). Other banks are not scored. Pure: the panel only shows it.
 */
import type { Answers, Bank } from '../content/types';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { stageKeys } from '../scoring/finalize';
import { type AppliedAdjustment, answerPoints, scoreRiskToleranceTraced } from '../scoring/risk-tolerance';
import type { EvaluationRules, RiskRules } from '../scoring/rule-types';
import { ruleContributions, ruleData } from '../scoring/stage-score';
import type { EvaluationResult, RiskResult, StageKey } from '../scoring/types';

export interface RulePoints {
  rule: string;
  points: number;
}

/** One stage: its base, the rules that moved it (in rule order) and the score it ended with (clamped and rounded). */
export interface StageExplanation {
  stage: StageKey;
  base: number;
  weight: number;
  rules: RulePoints[];
  score: number;
}

/** One risk question: the points the answer given earns, in its category. */
export interface QuestionPoints {
  question: string;
  category: string;
  points: number;
}

export type PreviewResult =
  | { kind: 'evaluation'; result: EvaluationResult; stages: StageExplanation[] }
  | { kind: 'risk'; result: RiskResult; questions: QuestionPoints[]; adjustments: AppliedAdjustment[] }
  | { kind: 'unscored' }
  | { kind: 'failed'; error: unknown };

export interface PreviewRules {
  evaluation: EvaluationRules;
  risk: RiskRules;
}

/** The evaluation with each stage's rules that added or took points (a decision scored with no risk profile). */
export function explainEvaluation(
  bank: Bank,
  answers: Answers,
  rules: EvaluationRules,
  name: string,
): Extract<PreviewResult, { kind: 'evaluation' }> {
  const result = evaluateDecision({ name, answers, profile: null }, bank, rules, '');
  const data = ruleData(answers, rules, null);
  const stages = stageKeys(rules).map((stage): StageExplanation => {
    const settings = rules.stages[stage];
    const fired = [...ruleContributions(settings, data)]
      .filter(([, points]) => points !== 0)
      .map(([rule, points]) => ({ rule, points }));
    return {
      stage,
      base: settings.base,
      weight: settings.weight,
      rules: fired,
      score: result.stageScores[stage].score,
    };
  });
  return { kind: 'evaluation', result, stages };
}

/** The risk result with each question's points and the adjustments that held. */
export function explainRisk(answers: Answers, rules: RiskRules): Extract<PreviewResult, { kind: 'risk' }> {
  const { result, applied } = scoreRiskToleranceTraced(answers, rules);
  const questions = Object.entries(rules.questions).map(([question, settings]) => ({
    question,
    category: settings.category,
    points: answerPoints(settings, answers[question] ?? ''),
  }));
  return { kind: 'risk', result, questions, adjustments: applied };
}

/** Scores `answers` with the rules that read `bank`; a failure (answers the rules refuse) is returned, not thrown. */
export function previewResult(bank: Bank, answers: Answers, rules: PreviewRules, name: string): PreviewResult {
  try {
    if (bank.id === rules.evaluation.bank) return explainEvaluation(bank, answers, rules.evaluation, name);
    if (bank.id === rules.risk.bank) return explainRisk(answers, rules.risk);
    return { kind: 'unscored' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
