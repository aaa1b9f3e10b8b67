/**
 * One schema per stored type, covering every field a view or an
 * export reads. Applied to every row read back, every record of an imported
 * file and every draft in localStorage: what fails is skipped or refused, never
 * handed to a view half-formed (a risk result without its description would
 * otherwise blank the dashboard on every load).
 */
import type { Answers } from '../content/types';
import {
  type ConsistencyAnalysis,
  type EvaluationResult,
  RATINGS,
  RISK_TYPES,
  type RiskResult,
  type RiskType,
  STAGE_KEYS,
  type StageDetails,
  type StageScore,
} from '../scoring/types';
import { LIMITS } from './limits';
import {
  array,
  boolean,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  type Schema,
  string,
  union,
} from './schema';
import type { Decision, DecisionSummary, ExportedRiskAssessment, Profile, Review, RiskAssessment } from './types';

/** The database's id rule (decisions.id, risk_assessments.id, reviews.id). */
const ID = string({ pattern: /^[A-Za-z0-9_-]{1,64}$/ });
/** A message key or a text an AI service wrote. */
const text = string();
const texts = array(text);

export const riskTypeSchema: Schema<RiskType> = literal(...RISK_TYPES);

/** Question id → text, or list of texts for checkbox questions. */
export const answersSchema: Schema<Answers> = record(string(), union(text, texts));

export const riskResultSchema: Schema<RiskResult> = object({
  score: number({ min: 0, max: 100 }),
  type: riskTypeSchema,
  name: text,
  description: text,
  recommendation: text,
  needsVerification: boolean(),
  needsWarning: boolean(),
  verificationText: optional(text),
  warningText: optional(text),
  categoryScores: optional(record(string(), number())),
});

export const consistencyAnalysisSchema: Schema<ConsistencyAnalysis> = object({
  consistencyScore: number({ min: 0, max: 10 }),
  conflictPoints: texts,
  suggestions: texts,
  reasoningPath: text,
  source: literal('api', 'fallback'),
});

const stageDetailsSchema: Schema<StageDetails> = object({
  apiLogicConsistency: optional(consistencyAnalysisSchema),
  apiRiskConsistency: optional(consistencyAnalysisSchema),
  apiCognitiveBiases: optional(consistencyAnalysisSchema),
});

export const stageScoreSchema: Schema<StageScore> = object({
  score: number({ min: 0, max: 100 }),
  weight: number({ min: 0, max: 100 }),
  strengths: texts,
  weaknesses: texts,
  recommendations: optional(texts),
  details: optional(stageDetailsSchema),
});

export const evaluationResultSchema: Schema<EvaluationResult> = object({
  totalScore: number({ min: 0, max: 100 }),
  rating: literal(...RATINGS),
  stageScores: record(literal(...STAGE_KEYS), stageScoreSchema),
  overallStrengths: texts,
  overallWeaknesses: texts,
  recommendations: texts,
  apiEnhanced: boolean(),
  evaluatedAt: text,
});

export const profileSchema: Schema<Profile> = object({
  id: string(),
  name: string({ max: LIMITS.profileName * 2 }),
  riskTolerance: riskTypeSchema,
  preferredStrategies: array(string(), { max: 20 }),
});

const decisionSummaryFields = {
  id: ID,
  name: string({ max: LIMITS.decisionName * 2 }),
  bankId: string({ min: 1, max: 100 }),
  bankVersion: string({ min: 1, max: 50 }),
  stage: number({ integer: true, min: 1, max: LIMITS.decisionStages }),
  answers: answersSchema,
  completed: boolean(),
  evaluated: boolean(),
  evaluationScore: nullable(number({ min: 0, max: 100 })),
  forecast: nullable(answersSchema),
  // Null until the database has stamped it: a decision just completed carries its forecast without a date.
  forecastMadeAt: nullable(text),
  // The database's own rule (count, length, no duplicates) is checked where tags are written and imported.
  tags: array(string(), { max: LIMITS.decisionTags }),
  createdAt: text,
  updatedAt: text,
  version: number({ integer: true, min: 0 }),
};

export const decisionSchema: Schema<Decision> = refine(
  object({ ...decisionSummaryFields, evaluationResult: nullable(evaluationResultSchema) }),
  (decision) => brokenDecisionRule(decision) === null,
);

/** A summary keeps the rules its own fields can break; the result's are checked when the decision is opened. */
export const decisionSummarySchema: Schema<DecisionSummary> = refine(
  object(decisionSummaryFields),
  (summary) => brokenDecisionRule(summary) === null,
);

/**
 * Which rule across a decision's fields it breaks (the database's own rules),
 * named by the field an import should point at; null when it keeps them all.
 */
export function brokenDecisionRule(
  decision: Pick<Decision, 'completed' | 'evaluated' | 'evaluationScore' | 'forecast' | 'forecastMadeAt'> & {
    /** Absent from a summary, which does not read it. */
    evaluationResult?: Decision['evaluationResult'];
  },
): 'evaluated' | 'forecast' | 'forecastMadeAt' | null {
  // An evaluated decision carries its score and result.
  if (decision.evaluated && (decision.evaluationScore === null || decision.evaluationResult === null)) {
    return 'evaluated';
  }
  // A forecast is made when the decision is completed, and a date is the date of one.
  if (decision.forecast !== null && !decision.completed) return 'forecast';
  if (decision.forecastMadeAt !== null && decision.forecast === null) return 'forecastMadeAt';
  return null;
}

/** The questions on which a forecast and the answers disagree (the database refuses such a decision). */
export function forecastDisagreement(forecast: Answers, answers: Answers): string[] {
  return Object.keys(forecast).filter((question) => !sameAnswer(forecast[question], answers[question]));
}

function sameAnswer(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/**
 * A decision as files and drafts written before tags hold it: without them,
 * which then reads as no tags. Anything else is returned as it is.
 */
export function fillMissingTags(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.hasOwn(value, 'tags') ? value : { ...value, tags: [] };
}

/**
 * A decision as files and drafts written before forecasts hold it: without
 * the two fields, which then read as "no forecast". Anything else is returned
 * as it is, for the shape check to judge.
 */
export function fillMissingForecast(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (Object.hasOwn(value, 'forecast') || Object.hasOwn(value, 'forecastMadeAt')) return value;
  return { ...value, forecast: null, forecastMadeAt: null };
}

const assessmentFields = {
  id: ID,
  score: number({ min: 0, max: 100 }),
  type: riskTypeSchema,
  name: text,
  answers: answersSchema,
  result: riskResultSchema,
  createdAt: text,
};
const BANK_ID = string({ min: 1, max: 100 });
const BANK_VERSION = string({ min: 1, max: 50 });

export const riskAssessmentSchema: Schema<RiskAssessment> = object({
  ...assessmentFields,
  bankId: BANK_ID,
  bankVersion: BANK_VERSION,
});

/** An assessment in an export file: the bank fields may be missing (a file from before they existed). */
export const exportedRiskAssessmentSchema: Schema<ExportedRiskAssessment> = object({
  ...assessmentFields,
  bankId: optional(BANK_ID),
  bankVersion: optional(BANK_VERSION),
});

const newReviewFields = {
  id: ID,
  decisionId: ID,
  bankId: string({ min: 1, max: 100 }),
  bankVersion: string({ min: 1, max: 50 }),
  answers: answersSchema,
};

/** What addReview takes: a review before the database stamps its time. */
export const newReviewSchema: Schema<Omit<Review, 'createdAt'>> = object(newReviewFields);

export const reviewSchema: Schema<Review> = object({ ...newReviewFields, createdAt: text });

export const isProfile = (value: unknown): value is Profile => profileSchema.is(value);
export const isDecision = (value: unknown): value is Decision => decisionSchema.is(value);
export const isDecisionSummary = (value: unknown): value is DecisionSummary => decisionSummarySchema.is(value);
export const isRiskAssessment = (value: unknown): value is RiskAssessment => riskAssessmentSchema.is(value);
export const isReview = (value: unknown): value is Review => reviewSchema.is(value);
