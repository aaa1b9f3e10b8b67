/**
 * Process versus outcome: each reviewed, evaluated decision placed by its
 * evaluation score (how good the process was) and the return its latest review
 * states (how it turned out; or that return over the benchmark's, when the
 * rules ask for it), in one of four quadrants; and, from a minimum
 * number of such decisions, the rank correlation of score and return with a
 * sentence on what that many decisions can and cannot show. Thresholds, the
 * minimum and every sentence come from scoring-rules/review-outcome.json.
 */
import type { Answers } from '../content/types';
import { parseNumberAnswer } from '../engine/number-answer';
import { defaultOutcomeRules } from './default-rules';
import type { MessageBand, OutcomeMeasure, OutcomeRules, QuadrantKey } from './rule-types';

/** The quadrants in reading order of the 2×2 grid: good process on top, good outcome on the left. */
export const QUADRANT_KEYS: readonly QuadrantKey[] = ['earned', 'badBreak', 'dumbLuck', 'deserved'];

export interface OutcomeDecision {
  id: string;
  name: string;
  /** 0-100; null while the decision is not evaluated. */
  evaluationScore: number | null;
}

export interface OutcomeReview {
  decisionId: string;
  /** ISO 8601. The latest review of a decision is the one that counts. */
  createdAt: string;
  answers: Answers;
  /** Breaks a tie between two reviews saved at the same moment. */
  id?: string;
  /** Reviews answered on another bank carry no return to read and are skipped. */
  bankId?: string;
}

export interface OutcomePoint {
  decisionId: string;
  name: string;
  score: number;
  /**
   * Return since the decision, in percent, from the latest review; with the
   * rules' `excessReturn`, that return minus the benchmark's when the review
   * gives one (`overBenchmark`).
   */
  returnPct: number;
  /** `returnPct` is the return over the benchmark's, not the return itself. */
  overBenchmark: boolean;
  quadrant: QuadrantKey;
  reviewedAt: string;
}

/** A message key and the values its placeholders take. */
export interface OutcomeMessage {
  key: string;
  params: Record<string, string | number>;
}

export interface SampleSummary {
  /** Reviewed decisions placed (evaluated, with a readable return). */
  n: number;
  minimum: number;
  /** The scatter is shown: n ≥ minimum. */
  scatter: boolean;
  /** Spearman's rank correlation of score and return, when the scatter is shown and both vary. */
  correlation: number | null;
  /** What n decisions can show; null when there are none. */
  sizeMessage: OutcomeMessage | null;
  /** What the correlation says; null below the minimum. */
  correlationMessage: OutcomeMessage | null;
}

export interface ProcessOutcome {
  /** Highest score first, then highest return, then name: the same for any input order. */
  points: OutcomePoint[];
  counts: Record<QuadrantKey, number>;
  /** Decisions with a review that could not be placed. */
  excluded: { notEvaluated: number; noReturn: number };
  thresholds: { minScore: number; minReturn: number };
  /** What the rules place decisions by on the outcome axis; a point without a benchmark return falls back to its return. */
  outcome: OutcomeMeasure;
  /** Message keys of each quadrant's name and explanation. */
  quadrants: OutcomeRules['quadrants'];
  sample: SampleSummary;
}

export function quadrantOf(score: number, returnPct: number, rules: OutcomeRules = defaultOutcomeRules): QuadrantKey {
  const goodProcess = score >= rules.goodProcess.minScore;
  const goodOutcome = returnPct >= rules.goodOutcome.minReturn;
  if (goodProcess) return goodOutcome ? 'earned' : 'badBreak';
  return goodOutcome ? 'dumbLuck' : 'deserved';
}

function isLater(a: OutcomeReview, b: OutcomeReview): boolean {
  const at = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (at !== 0) return at > 0;
  return (a.id ?? '') > (b.id ?? '');
}

function latestReviews(reviews: readonly OutcomeReview[], bankId: string): Map<string, OutcomeReview> {
  const latest = new Map<string, OutcomeReview>();
  for (const review of reviews) {
    if (review.bankId !== undefined && review.bankId !== bankId) continue;
    const current = latest.get(review.decisionId);
    if (!current || isLater(review, current)) latest.set(review.decisionId, review);
  }
  return latest;
}

function byScoreThenReturn(a: OutcomePoint, b: OutcomePoint): number {
  return (
    b.score - a.score ||
    b.returnPct - a.returnPct ||
    a.name.localeCompare(b.name) ||
    (a.decisionId < b.decisionId ? -1 : a.decisionId > b.decisionId ? 1 : 0)
  );
}

/** 1-based ranks, ties sharing the mean of the ranks they span. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) result[(order[i] as { index: number }).index] = rank;
    start = end + 1;
  }
  return result;
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  // Rounding can carry a perfect correlation a hair past ±1.
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/**
 * Spearman's rank correlation: Pearson's on the ranks. Chosen over Pearson's on
 * the raw values because returns are lopsided — one decision that tripled would
 * otherwise decide the coefficient on its own — and because the question is
 * only whether better-scored decisions tend to do better, not by how much.
 * Null when fewer than two pairs or when either side does not vary.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new Error('spearman: the two series differ in length');
  return pearson(ranks(xs), ranks(ys));
}

/**
 * The outcome a review states: the return, or with `excessReturn` the return
 * minus the benchmark's. A review without a benchmark return (one answered on a
 * bank version that did not ask, or left blank, since the question is optional)
 * keeps its raw return rather than dropping out: a decision that vanished from
 * the chart would say less than one placed by its return, and `overBenchmark`
 * tells the two apart.
 */
function outcomeOf(answers: Answers, rules: OutcomeRules): { value: number; overBenchmark: boolean } | null {
  const returnPct = parseNumberAnswer(answers[rules.review.return]);
  if (returnPct === null) return null;
  const benchmarkQuestion = rules.outcome === 'excessReturn' ? rules.review.benchmarkReturn : undefined;
  const benchmark = benchmarkQuestion === undefined ? null : parseNumberAnswer(answers[benchmarkQuestion]);
  if (benchmark === null) return { value: returnPct, overBenchmark: false };
  // Differences of typed decimals (8.1 − 3.2) carry binary noise a threshold should not see.
  return { value: Math.round((returnPct - benchmark) * 1e9) / 1e9, overBenchmark: true };
}

/** The band with the largest `from` not above `value` (bands ascend). */
function bandFor(bands: readonly MessageBand[], value: number): MessageBand | undefined {
  let found: MessageBand | undefined;
  for (const band of bands) if (band.from <= value) found = band;
  return found;
}

function sampleSummary(points: readonly OutcomePoint[], rules: OutcomeRules): SampleSummary {
  const n = points.length;
  const minimum = rules.scatter.minimum;
  const scatter = n >= minimum;
  const size = n > 0 ? bandFor(rules.sampleSize, n) : undefined;
  const sizeMessage = size ? { key: size.message, params: { count: n, minimum } } : null;
  if (!scatter) return { n, minimum, scatter, correlation: null, sizeMessage, correlationMessage: null };
  const correlation = spearman(
    points.map((point) => point.score),
    points.map((point) => point.returnPct),
  );
  const band = correlation === null ? undefined : bandFor(rules.correlation, correlation);
  const correlationMessage: OutcomeMessage =
    correlation === null || !band
      ? { key: rules.noCorrelation, params: {} }
      : { key: band.message, params: { value: correlation.toFixed(2) } };
  return { n, minimum, scatter, correlation, sizeMessage, correlationMessage };
}

/**
 * Places every decision that has a review. A decision without an evaluation, or
 * whose latest review gives no readable return, is counted in `excluded`
 * instead, so the screen can say why it is missing.
 */
export function processOutcome(
  decisions: readonly OutcomeDecision[],
  reviews: readonly OutcomeReview[],
  rules: OutcomeRules = defaultOutcomeRules,
): ProcessOutcome {
  const latest = latestReviews(reviews, rules.review.bank);
  const points: OutcomePoint[] = [];
  const excluded = { notEvaluated: 0, noReturn: 0 };
  const seen = new Set<string>();
  for (const decision of decisions) {
    const review = latest.get(decision.id);
    if (!review || seen.has(decision.id)) continue;
    seen.add(decision.id);
    const score = decision.evaluationScore;
    if (score === null || !Number.isFinite(score)) {
      excluded.notEvaluated++;
      continue;
    }
    const outcome = outcomeOf(review.answers, rules);
    if (outcome === null) {
      excluded.noReturn++;
      continue;
    }
    points.push({
      decisionId: decision.id,
      name: decision.name,
      score,
      returnPct: outcome.value,
      overBenchmark: outcome.overBenchmark,
      quadrant: quadrantOf(score, outcome.value, rules),
      reviewedAt: review.createdAt,
    });
  }
  points.sort(byScoreThenReturn);
  const counts = { earned: 0, badBreak: 0, dumbLuck: 0, deserved: 0 };
  for (const point of points) counts[point.quadrant]++;
  return {
    points,
    counts,
    excluded,
    thresholds: { minScore: rules.goodProcess.minScore, minReturn: rules.goodOutcome.minReturn },
    // Rule objects written before the switch existed meant the return.
    outcome: rules.outcome ?? 'return',
    quadrants: rules.quadrants,
    sample: sampleSummary(points, rules),
  };
}
