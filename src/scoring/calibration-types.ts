/**
 * The investor's calibration as the dashboard card, the calibration page and
 * `content -- calibration` show it: how well the probabilities and ranges they
 * wrote before each decision matched what their reviews later found. Computed
 * by `calibration-report.ts` from scoring-rules/calibration.json; plain data, so the
 * UI renders it without knowing any rule.
 */
import type { OutcomeMessage } from './process-outcome';
import type { BinVerdict } from './rule-types';

/** One completed decision's forecast, resolved by its first review after completion. */
export interface ResolvedForecast {
  decisionId: string;
  name: string;
  /** The stated probability that the thesis plays out, 0-1. */
  probability: number;
  /** 1 the thesis played out, 0 it did not; null when the review's answer resolves nothing (the rules file says which). */
  outcome: 0 | 1 | null;
  /** The stated range for the return over the same horizon, in percent; null when none was given. */
  range: { low: number; high: number } | null;
  /** The benchmark the investor named with the forecast (e.g. CSI 300); null when none. */
  benchmark: string | null;
  /** The return the review states, in percent; null when it gives none. */
  actualReturn: number | null;
  /** The benchmark's return over the same period, in percent; null when the review gives none. */
  benchmarkReturn: number | null;
  /** actualReturn − benchmarkReturn; null when either is missing. */
  excessReturn: number | null;
  /** Whether the range held the actual return (ends included); null when either is missing. */
  rangeHit: boolean | null;
  /** When the forecast was fixed, and when the review resolved it (ISO 8601). */
  madeAt: string;
  resolvedAt: string;
}

/**
 * One bin of the calibration chart: scored forecasts whose probability falls in
 * [from, to) (the last bin includes 1). An empty bin (n = 0) observed nothing:
 * its meanForecast is the middle of the bin, observed 0 and its interval the
 * whole of [0, 1]; leave it off the chart.
 */
export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  /** Mean stated probability of the bin's forecasts: where the bin is plotted. */
  meanForecast: number;
  /** Share of the bin's forecasts that came true. */
  observed: number;
  /** Wilson score interval of `observed` at the rules file's confidence. */
  low: number;
  high: number;
  /**
   * What the bin says about the forecaster, from the rules file's sample size
   * on and for bins with enough forecasts; null otherwise.
   */
  verdict: BinVerdict | null;
}

export interface BrierSummary {
  /** Forecasts scored: resolved with an outcome of 0 or 1. */
  n: number;
  /** Mean squared error of the probabilities, 0 (perfect) to 1. */
  score: number;
  /** The Brier score of always saying the reference probability (0.25 for 50 %). */
  reference: number;
  /** 1 − score ÷ reference: above 0 is better than always saying the reference probability. */
  skill: number;
}

export interface RangeSummary {
  /** Resolved forecasts with a range and an actual return. */
  n: number;
  hits: number;
  /** hits ÷ n. */
  share: number;
  /** The coverage the ranges were stated at (0.8 for 80 % ranges). */
  target: number;
}

/** Murphy's decomposition of the binned Brier score: score = reliability − resolution + uncertainty. */
export interface BrierDecomposition {
  reliability: number;
  resolution: number;
  uncertainty: number;
  /** The Brier score of the binned forecasts (each forecast replaced by its bin's mean), which the three terms add up to. */
  binnedScore: number;
}

export interface CalibrationReport {
  /** Completed decisions that carry a forecast probability, resolved or not. */
  forecasts: number;
  /** Of those, the ones no review has resolved yet. */
  pending: number;
  /** Resolved forecasts whose review answer resolves nothing (outcome null): in the ranges and the excess return, not in the Brier score or the bins. */
  unscored: number;
  /** Oldest resolution first. */
  resolved: ResolvedForecast[];
  /** Null when no forecast is scored yet. */
  brier: BrierSummary | null;
  /** Null when no resolved forecast has a range and a return. */
  range: RangeSummary | null;
  /** Mean excess return over the benchmark, in percent; null when no review gives a benchmark return. */
  meanExcessReturn: number | null;
  /** Every bin of the rules file, empty ones with n = 0, in order. */
  bins: CalibrationBin[];
  /** From the rules file's sample size on; null below it. */
  decomposition: BrierDecomposition | null;
  /** The sample size from which the decomposition and per-bin sentences are shown. */
  minimumForVerdict: number;
  /**
   * Sentences in reading order: below the sample size, what so few forecasts can
   * and cannot show; from it on, the decomposition and the bins in plain words.
   * Message keys of the rules file with their values.
   */
  sentences: OutcomeMessage[];
  /** The first of `sentences`: what this many scored forecasts can show; null when the rules give none. */
  sampleSentence: OutcomeMessage | null;
  /** The last of `sentences`: the verdict on each bin with enough forecasts, in bin order; empty below the sample size. */
  binVerdicts: OutcomeMessage[];
  /** The card's labels that depend on the rules: the reference ("Always saying 50 %") and the range coverage ("80 % ranges that held the return"). */
  labels: { reference: OutcomeMessage; range: OutcomeMessage };
}
