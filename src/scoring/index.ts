/**
 * The scoring API for the app (browser-safe: no file access). Node-only helpers
 * live in check-rules.ts, rules-from-disk.ts and score-file.ts.
 */
export { stageBand, totalBand } from './bands';
export { addCalendarInterval, type CalendarInterval } from './calendar-interval';
export {
  defaultEvaluationRules,
  defaultOutcomeRules,
  defaultReviewRules,
  defaultRiskRules,
  defaultStrategyRules,
} from './default-rules';
export { type DueReview, dueReviews, type Scheduled } from './due-reviews';
export { evaluateDecision } from './evaluate-decision';
export {
  type EvaluationInput,
  type EvaluationInputCheck,
  EvaluationInputError,
  type EvaluationInputProblem,
  validateEvaluationInput,
} from './evaluation-input';
export { finalizeEvaluation, ratingFor, ratingMessages, type StageScoreValues, stageKeys } from './finalize';
export { RULES_NAMESPACE, ruleMessages, ruleText } from './messages';
export { clamp, roundHalfUp } from './numbers';
export {
  type OutcomeDecision,
  type OutcomeMessage,
  type OutcomePoint,
  type OutcomeReview,
  type ProcessOutcome,
  processOutcome,
  QUADRANT_KEYS,
  quadrantOf,
  type SampleSummary,
  spearman,
} from './process-outcome';
export { decisionReviewDate, nextReviewDate, type ReviewClock, type ReviewMoment } from './review-schedule';
export { RiskAnswersError } from './risk-answers';
export { RISK_PROFILE_VARIABLES, type RiskProfile, riskProfileOf } from './risk-profile';
export { categoryRanges, riskProfileFor, scoreRiskTolerance } from './risk-tolerance';
export type * from './rule-types';
export {
  type DecisionScoreSummary,
  knownStrategies,
  readStrategies,
  strategyHint,
  strategyHintNoneMessage,
  strategyKeyOf,
} from './strategy-hint';
export type * from './types';
