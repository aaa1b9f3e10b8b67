/**
 * Results produced by the scoring engine. Message fields hold translation keys
 * (namespace `rules`, texts in scoring-rules/*.json) so stored results stay
 * language-independent and are shown in whatever language the UI is in.
 */

export type RiskType = 'conservative' | 'steady' | 'balanced' | 'progressive' | 'aggressive';

/** Every risk type, from the most cautious to the boldest. */
export const RISK_TYPES: readonly RiskType[] = ['conservative', 'steady', 'balanced', 'progressive', 'aggressive'];

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

export type Rating = 'system' | 'stable' | 'cautious' | 'high-risk';

export type StageKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

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
