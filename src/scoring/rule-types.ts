/**
 * The shape of the rule files in scoring-rules/, as the scoring code reads them.
 * The meta-schemas in scoring-rules/schema/ describe the same shapes for editors;
 * `checkScoringRules` holds the files to them.
 */
import type { Localized } from '../content/types';
import type { Logic } from '../engine/logic';
import type { BandColor, Rating, RiskType, StageKey } from './types';

/** Message key → text per language. Keys are what results store. */
export type MessageTexts = Record<string, Localized>;

interface RuleFile {
  $schema?: string;
  $comment?: string;
  messages: MessageTexts;
}

// ---- risk-tolerance.json ----

export interface RiskQuestionRule {
  description?: string;
  $comment?: string;
  /** A key of `RiskRules.categories`. */
  category: string;
  /** Several options may be ticked; the best ticked one counts. */
  multipleChoice?: boolean;
  /** Only used for the lowest possible category average. */
  pointsWhenNoneTicked?: number;
  /** Option value → points. */
  points: Record<string, number>;
}

export interface RiskCategoryRule {
  description?: string;
  /** Share of the weighted score (averaged categories). */
  weight?: number;
  /** The category's points are added to the weighted score instead of averaged. */
  addPoints?: boolean;
}

export type RiskFlag = 'needsVerification' | 'needsWarning';

export interface RiskAdjustment {
  name: string;
  $comment?: string;
  /** Reads `answers.<id>`, `categories.<name>` (0-100), `score` and `type` (of the rounded score so far). */
  when: Logic;
  /** The score is at most this. */
  capAt?: number;
  points?: number;
  flag?: RiskFlag;
  /** Message key shown with the flag. */
  message?: string;
}

export interface RiskProfileRule {
  key: RiskType;
  /** The largest loss, in percent of the amount invested, this type accepts on one decision. */
  maxLoss?: number;
  /** Inclusive, on the rounded score. */
  scoreRange: [number, number];
  name: string;
  description: string;
  recommendation: string;
}

export interface RiskRules extends RuleFile {
  /** Id of the bank the questions belong to. */
  bank: string;
  /** Versions of the bank the rules read; only the current one when absent. */
  bankVersions?: string[];
  questions: Record<string, RiskQuestionRule>;
  categories: Record<string, RiskCategoryRule>;
  adjustments: RiskAdjustment[];
  profiles: RiskProfileRule[];
  /** Profile used for a score no range holds. */
  fallbackProfile: RiskType;
  errors: { unanswered: string; invalid: string };
}

// ---- decision-evaluation.json ----

export interface RuleOutcome {
  points: number;
  strength?: string;
  weakness?: string;
  recommendation?: string;
}

export interface StageRule {
  name: string;
  $comment?: string;
  /** Condition; the rule always holds without one. */
  when?: Logic;
  /** How many times `apply` counts (a number); 0 counts as not holding. */
  times?: Logic;
  apply: RuleOutcome;
  otherwise?: RuleOutcome;
}

export interface StageRules {
  description?: string;
  weight: number;
  base: number;
  /** Overall strength / weakness message when the stage scores high / low. */
  strongMessage: string;
  weakMessage: string;
  rules: StageRule[];
}

export interface RatingRule {
  key: Rating;
  min: number;
  label: string;
  description: string;
}

export interface ColorBand {
  color: BandColor;
  min: number;
}

export interface EvaluationRules extends RuleFile {
  bank: string;
  /** Versions of the bank the rules read; only the current one when absent. */
  bankVersions?: string[];
  /** A text counts as filled when longer than this many characters. */
  minFilledLength: number;
  /** Named regular expressions; rules read them as `patterns.<name>`. */
  patterns: Record<string, string>;
  stages: Record<StageKey, StageRules>;
  overall: {
    $comment?: string;
    strengthFrom: number;
    weaknessBelow: number;
    maxRecommendations: number;
    whenNoRecommendations: string;
  };
  /** Highest `min` first. */
  ratings: RatingRule[];
  bands: { $comment?: string; total: ColorBand[]; stage: ColorBand[] };
  errors: { nameRequired: string; inputFailed: string; typesFailed: string; invalidFieldsHeading: string };
}

// ---- strategy-hint.json ----

export interface StrategyBandRule {
  key: Rating;
  min: number;
  label: string;
  style: string;
  /** Keys of `StrategyRules.strategyNames`. */
  strategies: string[];
}

export interface StrategyRules extends RuleFile {
  bands: StrategyBandRule[];
  /** Strategy key → message key of its name. */
  strategyNames: Record<string, string>;
  noneMessage: string;
}

// ---- review-schedule.json ----

/** Months and/or days after completion or the last review, or a date the investor sets. */
export type ReviewInterval = { months?: number; days?: number } | { askDate: true };

export interface ReviewRules {
  $schema?: string;
  $comment?: string;
  /** Id of the decision bank the question belongs to. */
  bank: string;
  /** Versions of the bank the rules read; only the current one when absent. */
  bankVersions?: string[];
  /** The radio question whose answer picks the interval. */
  question: string;
  /** Option value → interval; null for no review date. */
  intervals: Record<string, ReviewInterval | null>;
  /** The review bank, and its date question where the investor sets the next review (for `askDate` intervals). */
  review: { bank: string; nextDate: string };
}

// ---- review-outcome.json ----

/** The four places of a reviewed decision: process (evaluation score) × outcome (reviewed return). */
export type QuadrantKey = 'earned' | 'badBreak' | 'dumbLuck' | 'deserved';

/** A sentence chosen by a number: the band with the largest `from` not above it. */
export interface MessageBand {
  from: number;
  message: string;
}

/** What places a reviewed decision on the outcome axis: its return, or its return over the benchmark's. */
export type OutcomeMeasure = 'return' | 'excessReturn';

export interface OutcomeRules extends RuleFile {
  /**
   * The review bank, its number question that asks for the return since the
   * decision, and the one that asks for the benchmark's return over the same
   * period (needed for `excessReturn`), in percent.
   */
  review: { bank: string; return: string; benchmarkReturn?: string };
  /** Left out in files written before there was a choice: `return`. */
  outcome?: OutcomeMeasure;
  /** Inclusive: a score of at least this is a good process. */
  goodProcess: { $comment?: string; minScore: number };
  /** Inclusive: a return (percent) of at least this is a good outcome. */
  goodOutcome: { $comment?: string; minReturn: number };
  /** Message keys of each quadrant's name and explanation. */
  quadrants: Record<QuadrantKey, { name: string; explanation: string }>;
  /** The scatter and the correlation appear from `minimum` reviewed decisions. */
  scatter: { $comment?: string; minimum: number };
  /** Ascending; the first starts at 1. */
  sampleSize: MessageBand[];
  /** Ascending; the first starts at -1. */
  correlation: MessageBand[];
  noCorrelation: string;
}

// ---- calibration.json ----

/** The verdicts a bin of the calibration chart can get. */
export type BinVerdict =
  | 'calibrated'
  | 'overconfidentHigh'
  | 'underconfidentHigh'
  | 'overconfidentLow'
  | 'underconfidentLow'
  | 'unclear';

export interface CalibrationRules extends RuleFile {
  /** The decision bank, and its questions in a locked section that hold the forecast. */
  forecast: { bank: string; probability: string; range: string; benchmark: string };
  /** The review bank, and its questions that resolve the forecast. */
  review: { bank: string; thesis: string; return: string; benchmarkReturn: string };
  /** Option value of the thesis question → 1 played out, 0 did not, null resolves nothing (not scored). */
  thesisOutcome: Record<string, 0 | 1 | null>;
  /** The coverage the ranges are asked at (0.8 for 80 % ranges). */
  range: { $comment?: string; target: number };
  /** The chance the Brier score is compared with. */
  reference: { $comment?: string; probability: number };
  /** Standard normal quantile of the bins' Wilson intervals. */
  wilson: { $comment?: string; z: number };
  /** Bin edges, ascending from 0 to 1; each bin is [edge, next edge), the last one includes 1. */
  bins: number[];
  /** The decomposition and the per-bin sentences are shown from this many scored forecasts. */
  verdict: { $comment?: string; minimum: number };
  /** Ascending; the first starts at 0. */
  sampleSize: MessageBand[];
  perBin: {
    $comment?: string;
    /** Bins with fewer forecasts get no sentence. */
    minimum: number;
    /** Observed within this of the mean forecast is well calibrated. */
    tolerance: number;
    /** Bins whose mean forecast is above this are the high end, below it the low end. */
    middle: number;
    sentences: Record<BinVerdict, string>;
  };
  decomposition: { reliability: string; resolution: string; uncertainty: string; sum: string };
  unscored: string;
  labels: { reference: string; range: string };
}
