/**
 * The shipped rule files. Every scoring function takes rules as an optional last
 * argument and falls back to these, so tests and the CLI can run edited copies.
 */
import calibrationJson from '../../scoring-rules/calibration.json';
import evaluationJson from '../../scoring-rules/decision-evaluation.json';
import outcomeJson from '../../scoring-rules/review-outcome.json';
import reviewJson from '../../scoring-rules/review-schedule.json';
import riskJson from '../../scoring-rules/risk-tolerance.json';
import strategyJson from '../../scoring-rules/strategy-hint.json';
import type {
  CalibrationRules,
  EvaluationRules,
  OutcomeRules,
  ReviewRules,
  RiskRules,
  StrategyRules,
} from './rule-types';

export const defaultRiskRules = riskJson as unknown as RiskRules;
export const defaultEvaluationRules = evaluationJson as unknown as EvaluationRules;
export const defaultStrategyRules = strategyJson as unknown as StrategyRules;
export const defaultReviewRules = reviewJson as unknown as ReviewRules;
export const defaultOutcomeRules = outcomeJson as unknown as OutcomeRules;
export const defaultCalibrationRules = calibrationJson as unknown as CalibrationRules;

/** Base names of the rule files, as they lie in scoring-rules/. */
export const RULE_FILES = {
  risk: 'risk-tolerance.json',
  evaluation: 'decision-evaluation.json',
  strategy: 'strategy-hint.json',
  review: 'review-schedule.json',
  outcome: 'review-outcome.json',
  calibration: 'calibration.json',
} as const;
