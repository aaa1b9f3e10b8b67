/**
 * Entities as the app sees them, independent of the database runtime.
 * Column names in SQL are snake_case; adapters map them to these.
 */
import type { Answers } from '../content/types';
import type { EvaluationResult, RiskResult, RiskType } from '../scoring/types';

export interface Profile {
  id: string;
  /** Display name: name, else email, else 'User'. */
  name: string;
  /**
   * The investor's risk type (e.g. `steady`), not a score. Named after its
   * column, `profiles.risk_tolerance`; export files carry it under this name too.
   */
  riskTolerance: RiskType;
  preferredStrategies: string[];
}

export interface Decision {
  id: string;
  name: string;
  bankId: string;
  bankVersion: string;
  /** 1-7 */
  stage: number;
  answers: Answers;
  completed: boolean;
  evaluated: boolean;
  evaluationScore: number | null;
  evaluationResult: EvaluationResult | null;
  /**
   * The answers of the bank's locked sections (the forecast), fixed when the
   * decision was completed: the database refuses to change them, or the same
   * questions in `answers`, from then on. Null before completion and for banks
   * without a locked section.
   */
  forecast: Answers | null;
  /** When the forecast was fixed (ISO 8601), stamped by the database; null while there is none. */
  forecastMadeAt: string | null;
  /**
   * The investor's own words for grouping decisions ("dividend", "A-shares"), as
   * `normalizeTags` (src/data/limits.ts) writes them. Set on their own
   * (`StorePort.setDecisionTags`), on any decision, completed ones too; an
   * editor's save never writes them, and changing them alone is no edit (the
   * version stays).
   */
  tags: string[];
  createdAt: string;
  updatedAt: string;
  /** Optimistic concurrency: bumped by the database on every update. 0 for a never-saved draft. */
  version: number;
}

/**
 * What the journal's lists, counts and statistics read of a decision: every
 * field but its answers and evaluation result, which load when it is opened.
 * `answers` holds only the answers the reader asked for by question id (the
 * ones a list or statistic needs, such as the review-schedule question). A full
 * `Decision` is a summary too, so a decision just saved takes its place.
 */
export type DecisionSummary = Omit<Decision, 'answers' | 'evaluationResult'> & {
  /** Only the asked-for questions' answers; the others are not read. */
  answers: Answers;
};

/** How many decisions a journal holds, and how many of them are completed. */
export interface DecisionCounts {
  total: number;
  completed: number;
}

export interface RiskAssessment {
  id: string;
  /** The risk bank and its released version the answers were given on. */
  bankId: string;
  bankVersion: string;
  score: number;
  type: RiskType;
  /** Message key of the risk type's name. */
  name: string;
  answers: Answers;
  result: RiskResult;
  createdAt: string;
}

/**
 * One look back at a completed decision, answered on a review bank. Reviews are
 * added, never edited: a decision keeps every review it had.
 */
export interface Review {
  id: string;
  decisionId: string;
  bankId: string;
  bankVersion: string;
  answers: Answers;
  /** When the review was saved (ISO 8601): the start of the next review interval. */
  createdAt: string;
}

/** What the app hands the store to add a review; the database sets createdAt. */
export type NewReview = Omit<Review, 'createdAt'>;

export interface StorageBreakdown {
  profiles: number;
  decisions: number;
  riskAssessments: number;
  /** Evaluations are stored inside their decision's row. */
  evaluations: number;
  /** Decisions with a forecast; like evaluations, a forecast is stored inside its decision's row. */
  forecasts: number;
  reviews: number;
}

export interface StorageStats {
  /** Rows stored: profiles + decisions + risk assessments + reviews (evaluations and forecasts live inside decisions). */
  totalFiles: number;
  /** Bytes, measured by the database. */
  totalSize: number;
  breakdown: StorageBreakdown;
  /** Bytes per kind, as the database stores them (evaluations and forecasts: their column alone). */
  bytes?: StorageBreakdown;
}

export interface Session {
  userId: string;
  email: string;
  /** Display name from the identity provider, if any. */
  name?: string;
}

export type SignInMethod = 'password' | 'google' | 'github';
export type OAuthProvider = 'google' | 'github';

/** Merge keeps what the account has and adds what is new; replace deletes the account's data first. */
export type ImportMode = 'merge' | 'replace';

/**
 * An assessment as an export file holds it: files written before assessments
 * kept their bank lack the bank fields, and the database's import fills them
 * with the risk bank of that time.
 */
export type ExportedRiskAssessment = Omit<RiskAssessment, 'bankId' | 'bankVersion'> &
  Partial<Pick<RiskAssessment, 'bankId' | 'bankVersion'>>;
