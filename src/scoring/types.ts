/**
 * Results produced by the scoring engine. Message fields hold translation keys
 * (namespace `rules`, texts in scoring-rules/*.json) so stored results stay
 * language-independent and are shown in whatever language the UI is in.
 *
 * The lists of risk types, ratings and stage keys are the one place their
 * values are written: the store checks stored results against them. This file
 * imports nothing, so the store takes them without any scoring code.
 */

/** Every risk type, from the most cautious to the boldest. */
export const RISK_TYPES = ['conservative', 'steady', 'balanced', 'progressive', 'aggressive'] as const;
export type RiskType = (typeof RISK_TYPES)[number];

export interface RiskResult {
  /** Rounded integer 0-100. */
  score: number;
  type: RiskType;
  /** Message keys for the type's name, description and recommendation. */
  name: string;
  description: string;
  recommendation: string;
  needsVerification: boolean;
  needsWarning: boolean;
  /** Message keys, present when the matching flag is set. */
  verificationText?: string;
  warningText?: string;
  /** Each averaged category on the 0-100 scale (one decimal), so editors can see how the score came about. */
  categoryScores?: Record<string, number>;
}

/** Every rating of a decision, from the best to the worst. */
export const RATINGS = ['system', 'stable', 'cautious', 'high-risk'] as const;
export type Rating = (typeof RATINGS)[number];

/** The stages an evaluation scores, in order. */
export const STAGE_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type StageKey = (typeof STAGE_KEYS)[number];

/** One AI (or fallback) analysis, as stored in an evaluation result. */
export interface ConsistencyAnalysis {
  /** 0-10. */
  consistencyScore: number;
  conflictPoints: string[];
  suggestions: string[];
  reasoningPath: string;
  /** 'api' when the service answered, 'fallback' when the rule-based analysis stood in. */
  source: 'api' | 'fallback';
}

export interface StageDetails {
  apiLogicConsistency?: ConsistencyAnalysis;
  apiRiskConsistency?: ConsistencyAnalysis;
  apiCognitiveBiases?: ConsistencyAnalysis;
}

export interface StageScore {
  /** Integer 0-100. */
  score: number;
  /** Weight in percent as configured in the rules. */
  weight: number;
  strengths: string[];
  weaknesses: string[];
  /**
   * Message keys of this stage's advice, in rule order. The overall list is drawn
   * from them, weakest stage first, whenever the stage scores change.
   */
  recommendations?: string[];
  details?: StageDetails;
}

export interface EvaluationResult {
  totalScore: number;
  rating: Rating;
  stageScores: Record<StageKey, StageScore>;
  overallStrengths: string[];
  overallWeaknesses: string[];
  /** At most 7, unique. */
  recommendations: string[];
  apiEnhanced: boolean;
  /** ISO timestamp. */
  evaluatedAt: string;
}

/** Colour of a score bar, from the display bands in the rules. */
export type BandColor = 'green' | 'blue' | 'yellow' | 'red';

/** The dashboard's strategy hint, computed from evaluated decisions. */
export interface StrategyHint {
  /** Rounded average evaluation score of the completed and evaluated decisions. */
  average: number;
  /** How many decisions the average is over. */
  count: number;
  band: Rating;
  /** Message keys: the band's label ("Stable") and the recommended strategy style. */
  label: string;
  style: string;
  /** Recommended strategies: a stable key and the message key of its name. */
  strategies: { key: string; name: string }[];
}
