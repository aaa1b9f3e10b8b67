/**
 * Made-up forecasts and reviews for stories and component tests, scored by the
 * shipped rules through the real `calibrationOf`: no forecast yet, forecasts
 * none of which is resolved, the single forecast of the end-to-end proof (70%,
 * a −5% to +15% range, +8% against a benchmark's +3%), a few, many (enough for
 * the decomposition and the per-bin sentences) from a well calibrated and from
 * an overconfident forecaster. Not used by the app.
 */
import type { Answers } from '../../content/types';
import { type CalibrationDecision, calibrationOf } from '../../scoring/calibration-report';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { defaultCalibrationRules } from '../../scoring/default-rules';
import type { OutcomeReview } from '../../scoring/process-outcome';
import { SAMPLE_LONG_NAME, SAMPLE_NAMES } from '../outcomes/sample-outcomes';

const rules = defaultCalibrationRules;
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 6);

/** The thesis answer that resolves to each outcome, as the rules file maps them. */
function thesisAnswer(outcome: 0 | 1 | null): string {
  const found = Object.entries(rules.thesisOutcome).find(([, value]) => value === outcome);
  if (!found) throw new Error(`The calibration rules map no thesis answer to ${outcome}`);
  return found[0];
}

export interface SampleForecast {
  /** Percent, as typed. */
  probability: number;
  range?: [number, number];
  benchmark?: string;
  /** Unresolved when omitted: no review yet. */
  review?: { outcome: 0 | 1 | null; returnPct?: number; benchmarkReturnPct?: number };
}

export interface SampleCalibrationInput {
  decisions: CalibrationDecision[];
  reviews: OutcomeReview[];
}

/** Decisions completed a day apart, each reviewed 90 days after its forecast. */
export function sampleCalibrationInput(
  forecasts: readonly SampleForecast[],
  { longNames = false }: { longNames?: boolean } = {},
): SampleCalibrationInput {
  const decisions: CalibrationDecision[] = [];
  const reviews: OutcomeReview[] = [];
  forecasts.forEach((sample, i) => {
    const id = `decision-${1_700_000_000_000 + i}`;
    const base = SAMPLE_NAMES[i % SAMPLE_NAMES.length] ?? `Decision ${i + 1}`;
    const name =
      longNames && i % 3 === 0 ? `${SAMPLE_LONG_NAME} ${i + 1}` : i < SAMPLE_NAMES.length ? base : `${base} ${i + 1}`;
    const forecast: Answers = { [rules.forecast.probability]: String(sample.probability) };
    if (sample.range) forecast[rules.forecast.range] = sample.range.map(String);
    if (sample.benchmark) forecast[rules.forecast.benchmark] = sample.benchmark;
    const madeAt = new Date(START + i * DAY).toISOString();
    decisions.push({
      id,
      name,
      bankId: rules.forecast.bank,
      bankVersion: '1.1.0',
      completed: true,
      forecast,
      forecastMadeAt: madeAt,
    });
    const { review } = sample;
    if (!review) return;
    const answers: Answers = { [rules.review.thesis]: thesisAnswer(review.outcome) };
    if (review.returnPct !== undefined) answers[rules.review.return] = String(review.returnPct);
    if (review.benchmarkReturnPct !== undefined)
      answers[rules.review.benchmarkReturn] = String(review.benchmarkReturnPct);
    reviews.push({
      decisionId: id,
      id: `review-${i}`,
      bankId: rules.review.bank,
      createdAt: new Date(START + i * DAY + 90 * DAY).toISOString(),
      answers,
    });
  });
  return { decisions, reviews };
}

/** The end-to-end proof's forecast: 70%, −5% to +15%, the thesis held, +8% against +3%. */
export const PROOF_FORECAST: SampleForecast = {
  probability: 70,
  range: [-5, 15],
  benchmark: 'CSI 300',
  review: { outcome: 1, returnPct: 8, benchmarkReturnPct: 3 },
};

const FEW: SampleForecast[] = [
  PROOF_FORECAST,
  {
    probability: 60,
    range: [-10, 20],
    benchmark: 'S&P 500',
    review: { outcome: 0, returnPct: -12, benchmarkReturnPct: 4 },
  },
  { probability: 85, range: [0, 25], review: { outcome: 1, returnPct: 18.5 } },
  {
    probability: 40,
    range: [-15, 10],
    benchmark: 'CSI 300',
    review: { outcome: null, returnPct: 2, benchmarkReturnPct: 5.5 },
  },
  {
    probability: 75,
    range: [5, 30],
    benchmark: 'CSI 300',
    review: { outcome: 1, returnPct: 4, benchmarkReturnPct: -1 },
  },
  { probability: 55 },
];

/**
 * `perBin` forecasts at each probability, of which the given number came true;
 * ranges hold the return in `rangeHits` of every 10 forecasts.
 */
function series(
  bins: readonly [probability: number, came: number][],
  perBin: number,
  rangeHits: number,
): SampleForecast[] {
  const out: SampleForecast[] = [];
  let i = 0;
  for (const [probability, came] of bins) {
    for (let k = 0; k < perBin; k++, i++) {
      const outcome: 0 | 1 = k < came ? 1 : 0;
      const returnPct = outcome === 1 ? 6 + (i % 7) * 2.5 : -4 - (i % 5) * 3;
      const held = i % 10 < rangeHits;
      const range: [number, number] = held ? [returnPct - 8, returnPct + 6] : [returnPct + 2, returnPct + 14];
      out.push({
        probability,
        range,
        benchmark: i % 2 === 0 ? 'CSI 300' : 'S&P 500',
        review: { outcome, returnPct, benchmarkReturnPct: (i % 9) - 2 },
      });
    }
  }
  return out;
}

/** Close to the diagonal at every level, ranges holding 8 in 10. */
const CALIBRATED = series(
  [
    [10, 1],
    [30, 2],
    [50, 4],
    [70, 6],
    [90, 7],
  ],
  8,
  8,
);

/** Sure of themselves: 80-90% calls coming true about half the time, low calls more often than said, ranges too narrow. */
const OVERCONFIDENT = series(
  [
    [10, 3],
    [60, 4],
    [80, 4],
    [90, 5],
  ],
  10,
  5,
);

export type SampleCalibrationKind = 'empty' | 'pending' | 'one' | 'few' | 'calibrated' | 'overconfident';

const FORECASTS: Record<SampleCalibrationKind, SampleForecast[]> = {
  empty: [],
  pending: [{ probability: 65, range: [-5, 20] }, { probability: 40 }],
  one: [PROOF_FORECAST],
  few: FEW,
  calibrated: CALIBRATED,
  overconfident: OVERCONFIDENT,
};

export function sampleCalibration(kind: SampleCalibrationKind, options?: { longNames?: boolean }): CalibrationReport {
  const { decisions, reviews } = sampleCalibrationInput(FORECASTS[kind], options);
  return calibrationOf(decisions, reviews);
}
