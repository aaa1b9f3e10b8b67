/**
 * The investor's calibration: each completed decision's forecast (the chance
 * that its thesis plays out, a range for the return) resolved by the first
 * review after completion, scored with the Brier score against always saying
 * the reference probability, the share of ranges that held the return, the
 * mean return over the benchmark, the calibration chart's bins with Wilson
 * intervals, and Murphy's decomposition of the binned score. Which questions
 * hold the forecast and resolve it, every threshold and every sentence come
 * from scoring-rules/calibration.json.
 */
import type { Answers } from '../content/types';
import { parseNumberAnswer } from '../engine/number-answer';
import type {
  BrierDecomposition,
  BrierSummary,
  CalibrationBin,
  CalibrationReport,
  RangeSummary,
  ResolvedForecast,
} from './calibration-types';
import { defaultCalibrationRules } from './default-rules';
import type { OutcomeMessage, OutcomeReview } from './process-outcome';
import type { BinVerdict, CalibrationRules, MessageBand } from './rule-types';

/** The part of a stored decision the calibration reads (a subset of `Decision`). */
export interface CalibrationDecision {
  id: string;
  name: string;
  bankId: string;
  bankVersion: string;
  completed: boolean;
  /** The answers of the bank's locked sections, fixed at completion; null when there are none. */
  forecast: Answers | null;
  /** When the forecast was fixed (ISO 8601). */
  forecastMadeAt: string | null;
}

/** A probability with what became of it: the input of the Brier score and its decomposition. */
export interface ScoredForecast {
  probability: number;
  outcome: 0 | 1;
}

/** Only outcomes of 0 and 1 are scored: the decomposition adds up exactly only for them. */
const isScored = (forecast: ResolvedForecast): forecast is ResolvedForecast & { outcome: 0 | 1 } =>
  forecast.outcome !== null;

const square = (x: number) => x * x;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const percent = (share: number) => Math.round(share * 100);
/** Differences of typed decimals (8.1 − 3.2) carry binary noise the report should not. */
const tidy = (value: number) => Math.round(value * 1e9) / 1e9;

/** "70" → 0.7; null for a blank, unreadable or out-of-range answer. */
function probabilityOf(answer: Answers[string] | undefined): number | null {
  const value = parseNumberAnswer(answer);
  return value === null || value < 0 || value > 100 ? null : value / 100;
}

/** `[low, high]` as numbers; null unless both read and low ≤ high (the field refuses the rest). */
function rangeOf(answer: Answers[string] | undefined): { low: number; high: number } | null {
  if (!Array.isArray(answer) || answer.length !== 2) return null;
  const low = parseNumberAnswer(answer[0]);
  const high = parseNumberAnswer(answer[1]);
  return low === null || high === null || low > high ? null : { low, high };
}

function textOf(answer: Answers[string] | undefined): string | null {
  return typeof answer === 'string' && answer.trim() !== '' ? answer.trim() : null;
}

function outcomeOf(answer: Answers[string] | undefined, rules: CalibrationRules): 0 | 1 | null {
  if (typeof answer !== 'string' || !Object.hasOwn(rules.thesisOutcome, answer)) return null;
  return rules.thesisOutcome[answer] ?? null;
}

function isEarlier(a: OutcomeReview, b: OutcomeReview): boolean {
  const at = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (at !== 0) return at < 0;
  return (a.id ?? '') < (b.id ?? '');
}

/** Each decision's reviews on the rules' review bank (reviews that name no bank count too). */
function reviewsByDecision(reviews: readonly OutcomeReview[], bankId: string): Map<string, OutcomeReview[]> {
  const byDecision = new Map<string, OutcomeReview[]>();
  for (const review of reviews) {
    if (review.bankId !== undefined && review.bankId !== bankId) continue;
    const list = byDecision.get(review.decisionId);
    if (list) list.push(review);
    else byDecision.set(review.decisionId, [review]);
  }
  return byDecision;
}

/** The first review saved once the forecast was fixed: the one the forecast was made for. */
function resolvingReview(reviews: readonly OutcomeReview[], madeAt: string): OutcomeReview | undefined {
  const made = Date.parse(madeAt);
  let first: OutcomeReview | undefined;
  for (const review of reviews) {
    if (!(Date.parse(review.createdAt) >= made)) continue;
    if (!first || isEarlier(review, first)) first = review;
  }
  return first;
}

function resolve(
  decision: CalibrationDecision & { forecast: Answers; forecastMadeAt: string },
  probability: number,
  review: OutcomeReview,
  rules: CalibrationRules,
): ResolvedForecast {
  const range = rangeOf(decision.forecast[rules.forecast.range]);
  const actualReturn = parseNumberAnswer(review.answers[rules.review.return]);
  const benchmarkReturn = parseNumberAnswer(review.answers[rules.review.benchmarkReturn]);
  return {
    decisionId: decision.id,
    name: decision.name,
    probability,
    outcome: reviewOutcome(review, rules),
    range,
    benchmark: textOf(decision.forecast[rules.forecast.benchmark]),
    actualReturn,
    benchmarkReturn,
    excessReturn: actualReturn === null || benchmarkReturn === null ? null : tidy(actualReturn - benchmarkReturn),
    rangeHit: range === null || actualReturn === null ? null : actualReturn >= range.low && actualReturn <= range.high,
    madeAt: decision.forecastMadeAt,
    resolvedAt: review.createdAt,
  };
}

function byResolution(a: ResolvedForecast, b: ResolvedForecast): number {
  return (
    Date.parse(a.resolvedAt) - Date.parse(b.resolvedAt) ||
    (a.decisionId < b.decisionId ? -1 : a.decisionId > b.decisionId ? 1 : 0)
  );
}

/**
 * Wilson's score interval for `successes` of `n`: unlike the plain p ± z·se it
 * stays inside [0, 1] and does not shrink to nothing at 0 % or 100 %, which is
 * where a few forecasts put a bin. The bounds are clamped around the observed
 * share so rounding cannot leave it outside. n = 0 knows nothing: [0, 1].
 */
export function wilsonInterval(successes: number, n: number, z: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}

/** Index of the bin holding `probability`: [edge, next edge), the last bin including its upper edge. */
export function binIndex(probability: number, edges: readonly number[]): number {
  let index = 0;
  for (let i = 0; i < edges.length - 1; i++) if ((edges[i] as number) <= probability) index = i;
  return index;
}

/** Mean squared error of the probabilities against what came true: 0 perfect, 1 always certain and wrong. */
export function brierScore(forecasts: readonly ScoredForecast[]): number {
  return sum(forecasts.map(({ probability, outcome }) => square(probability - outcome))) / forecasts.length;
}

interface BinTotals {
  n: number;
  forecastSum: number;
  outcomeSum: number;
}

function binTotals(forecasts: readonly ScoredForecast[], edges: readonly number[]): BinTotals[] {
  const totals = Array.from({ length: edges.length - 1 }, () => ({ n: 0, forecastSum: 0, outcomeSum: 0 }));
  for (const { probability, outcome } of forecasts) {
    const bin = totals[binIndex(probability, edges)] as BinTotals;
    bin.n++;
    bin.forecastSum += probability;
    bin.outcomeSum += outcome;
  }
  return totals;
}

/**
 * Murphy's decomposition over the bins: reliability (how far each bin's mean
 * forecast is from what came true in it), resolution (how far the bins' outcomes
 * spread from the overall rate), uncertainty (the overall rate's variance). With
 * outcomes of 0 and 1 they add up exactly to the Brier score of the forecasts
 * each replaced by its bin's mean, which is computed here on its own so the sum
 * can be checked against it. Needs at least one forecast.
 */
export function murphyDecomposition(
  forecasts: readonly ScoredForecast[],
  edges: readonly number[],
): BrierDecomposition {
  const n = forecasts.length;
  const totals = binTotals(forecasts, edges);
  const baseRate = sum(forecasts.map(({ outcome }) => outcome)) / n;
  let reliability = 0;
  let resolution = 0;
  for (const bin of totals) {
    if (bin.n === 0) continue;
    const meanForecast = bin.forecastSum / bin.n;
    const observed = bin.outcomeSum / bin.n;
    reliability += bin.n * square(meanForecast - observed);
    resolution += bin.n * square(observed - baseRate);
  }
  const binned = forecasts.map(({ probability, outcome }) => {
    const bin = totals[binIndex(probability, edges)] as BinTotals;
    return square(bin.forecastSum / bin.n - outcome);
  });
  return {
    reliability: reliability / n,
    resolution: resolution / n,
    uncertainty: baseRate * (1 - baseRate),
    binnedScore: sum(binned) / n,
  };
}

/**
 * A bin's verdict. Confidence is distance from the middle: at the high end a
 * bin that came true less often than said was too sure, at the low end one
 * that came true more often was. A gap within the tolerance is calibrated; a
 * larger gap that the bin's interval still covers could be luck.
 */
function verdictOf(bin: Omit<CalibrationBin, 'verdict'>, rules: CalibrationRules): BinVerdict {
  const { tolerance, middle } = rules.perBin;
  const gap = bin.observed - bin.meanForecast;
  if (Math.abs(gap) <= tolerance) return 'calibrated';
  if (bin.meanForecast >= bin.low && bin.meanForecast <= bin.high) return 'unclear';
  if (gap < 0) return bin.meanForecast > middle ? 'overconfidentHigh' : 'underconfidentLow';
  return bin.meanForecast < middle ? 'overconfidentLow' : 'underconfidentHigh';
}

function binsOf(forecasts: readonly ScoredForecast[], rules: CalibrationRules, judge: boolean): CalibrationBin[] {
  const edges = rules.bins;
  return binTotals(forecasts, edges).map((totals, index) => {
    const from = edges[index] as number;
    const to = edges[index + 1] as number;
    if (totals.n === 0)
      return { from, to, n: 0, meanForecast: (from + to) / 2, observed: 0, low: 0, high: 1, verdict: null };
    const bin = {
      from,
      to,
      n: totals.n,
      meanForecast: totals.forecastSum / totals.n,
      observed: totals.outcomeSum / totals.n,
      ...wilsonInterval(totals.outcomeSum, totals.n, rules.wilson.z),
    };
    return { ...bin, verdict: judge && totals.n >= rules.perBin.minimum ? verdictOf(bin, rules) : null };
  });
}

function brierSummary(forecasts: readonly ScoredForecast[], rules: CalibrationRules): BrierSummary | null {
  if (forecasts.length === 0) return null;
  const score = brierScore(forecasts);
  const reference = brierScore(forecasts.map(({ outcome }) => ({ probability: rules.reference.probability, outcome })));
  return { n: forecasts.length, score, reference, skill: 1 - score / reference };
}

function rangeSummary(resolved: readonly ResolvedForecast[], rules: CalibrationRules): RangeSummary | null {
  const judged = resolved.filter((forecast) => forecast.rangeHit !== null);
  if (judged.length === 0) return null;
  const hits = judged.filter((forecast) => forecast.rangeHit).length;
  return { n: judged.length, hits, share: hits / judged.length, target: rules.range.target };
}

function meanExcess(resolved: readonly ResolvedForecast[]): number | null {
  const excess = resolved.flatMap((forecast) => (forecast.excessReturn === null ? [] : [forecast.excessReturn]));
  return excess.length === 0 ? null : tidy(sum(excess) / excess.length);
}

/** The band with the largest `from` not above `value` (bands ascend). */
function bandFor(bands: readonly MessageBand[], value: number): MessageBand | undefined {
  let found: MessageBand | undefined;
  for (const band of bands) if (band.from <= value) found = band;
  return found;
}

interface Sentences {
  sentences: OutcomeMessage[];
  sampleSentence: OutcomeMessage | null;
  binVerdicts: OutcomeMessage[];
}

function sentencesOf(
  scored: number,
  unscored: number,
  decomposition: BrierDecomposition | null,
  baseRate: number,
  bins: readonly CalibrationBin[],
  rules: CalibrationRules,
): Sentences {
  const size = bandFor(rules.sampleSize, scored);
  const sampleSentence = size ? { key: size.message, params: { count: scored, minimum: rules.verdict.minimum } } : null;
  const opening = [
    ...(sampleSentence ? [sampleSentence] : []),
    ...(unscored > 0 ? [{ key: rules.unscored, params: { count: unscored } }] : []),
  ];
  if (!decomposition) return { sentences: opening, sampleSentence, binVerdicts: [] };
  const value = (x: number) => x.toFixed(3);
  const terms: OutcomeMessage[] = [
    { key: rules.decomposition.reliability, params: { value: value(decomposition.reliability) } },
    { key: rules.decomposition.resolution, params: { value: value(decomposition.resolution) } },
    {
      key: rules.decomposition.uncertainty,
      params: { value: value(decomposition.uncertainty), baseRate: percent(baseRate) },
    },
    { key: rules.decomposition.sum, params: { score: value(decomposition.binnedScore) } },
  ];
  const binVerdicts = bins.flatMap((bin): OutcomeMessage[] =>
    bin.verdict
      ? [
          {
            key: rules.perBin.sentences[bin.verdict],
            params: { forecast: percent(bin.meanForecast), observed: percent(bin.observed), count: bin.n },
          },
        ]
      : [],
  );
  return { sentences: [...opening, ...terms, ...binVerdicts], sampleSentence, binVerdicts };
}

/** A completed decision with a readable forecast probability, and the review that resolves it once there is one. */
export interface ForecastAtReview {
  decision: CalibrationDecision & { forecast: Answers; forecastMadeAt: string };
  /** The stated probability, 0-1. */
  probability: number;
  /** The first review of the rules' review bank saved once the forecast was fixed; undefined until there is one. */
  review: OutcomeReview | undefined;
}

/** A forecast's probability answer as a share, 0-1; null for a blank, unreadable or out-of-range answer. */
export function forecastProbability(forecast: Answers, rules: CalibrationRules): number | null {
  return probabilityOf(forecast[rules.forecast.probability]);
}

/** What the review says of the thesis: 1 it played out, 0 it did not, null it resolves nothing (the rules say which). */
export function reviewOutcome(review: OutcomeReview, rules: CalibrationRules): 0 | 1 | null {
  return outcomeOf(review.answers[rules.review.thesis], rules);
}

/**
 * Every completed decision of the rules' decision bank that carries a readable
 * forecast probability, with the review that resolves it: the one rule of
 * resolution, shared by the investor's calibration and the comparison with
 * their reviewers. Decisions listed twice count once; reviews of other banks
 * and reviews saved before the forecast was fixed are ignored.
 */
export function forecastsAtReview(
  decisions: readonly CalibrationDecision[],
  reviews: readonly OutcomeReview[],
  rules: CalibrationRules = defaultCalibrationRules,
): ForecastAtReview[] {
  const reviewsOf = reviewsByDecision(reviews, rules.review.bank);
  const seen = new Set<string>();
  const found: ForecastAtReview[] = [];
  for (const decision of decisions) {
    if (seen.has(decision.id)) continue;
    seen.add(decision.id);
    const { forecast, forecastMadeAt } = decision;
    if (!decision.completed || decision.bankId !== rules.forecast.bank || !forecast || !forecastMadeAt) continue;
    const probability = forecastProbability(forecast, rules);
    if (probability === null) continue;
    found.push({
      decision: { ...decision, forecast, forecastMadeAt },
      probability,
      review: resolvingReview(reviewsOf.get(decision.id) ?? [], forecastMadeAt),
    });
  }
  return found;
}

/**
 * The calibration of every completed decision of the rules' decision bank
 * that carries a readable forecast probability. Decisions listed twice count
 * once; reviews of other banks and reviews saved before the forecast was fixed
 * are ignored. The same result for any order of the input.
 */
export function calibrationOf(
  decisions: readonly CalibrationDecision[],
  reviews: readonly OutcomeReview[],
  rules: CalibrationRules = defaultCalibrationRules,
): CalibrationReport {
  const found = forecastsAtReview(decisions, reviews, rules);
  const forecasts = found.length;
  const resolved: ResolvedForecast[] = found.flatMap(({ decision, probability, review }) =>
    review ? [resolve(decision, probability, review, rules)] : [],
  );
  resolved.sort(byResolution);

  const scored: ScoredForecast[] = resolved
    .filter(isScored)
    .map(({ probability, outcome }) => ({ probability, outcome }));
  const minimum = rules.verdict.minimum;
  const judge = scored.length >= minimum;
  const decomposition = judge ? murphyDecomposition(scored, rules.bins) : null;
  const bins = binsOf(scored, rules, judge);
  const baseRate = scored.length === 0 ? 0 : sum(scored.map(({ outcome }) => outcome)) / scored.length;
  const unscored = resolved.length - scored.length;
  return {
    forecasts,
    pending: forecasts - resolved.length,
    unscored,
    resolved,
    brier: brierSummary(scored, rules),
    range: rangeSummary(resolved, rules),
    meanExcessReturn: meanExcess(resolved),
    bins,
    decomposition,
    minimumForVerdict: minimum,
    ...sentencesOf(scored.length, unscored, decomposition, baseRate, bins, rules),
    labels: {
      reference: { key: rules.labels.reference, params: { probability: percent(rules.reference.probability) } },
      range: { key: rules.labels.range, params: { target: percent(rules.range.target) } },
    },
  };
}
