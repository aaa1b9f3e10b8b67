/**
 * `npm run bench:calibration`: what the calibration costs as the journal grows.
 * The dashboard computes the report from every decision and review it holds, so
 * this times `calibrationOf` (the code the card and the page run) over 0, 1,000
 * and 10,000 completed decisions with a forecast, each resolved by a review, in
 * one run: a median of repeated runs per size, and the ratio to the empty journal.
 * Pass sizes as `--sizes 0,10000` and repeats as `--runs 15`.
 */
import { parseArgs } from 'node:util';
import { type CalibrationDecision, calibrationOf } from '../../src/scoring/calibration-report';
import { defaultCalibrationRules as rules } from '../../src/scoring/default-rules';
import type { OutcomeReview } from '../../src/scoring/process-outcome';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '0,1000,10000' }, runs: { type: 'string', default: '21' } },
});
const sizes = (values.sizes ?? '').split(',').map(Number);
const runs = Number(values.runs);

/** A deterministic journal of `count` forecasts, each resolved once, with the shipped rules' question ids. */
function journal(count: number): { decisions: CalibrationDecision[]; reviews: OutcomeReview[] } {
  const decisions: CalibrationDecision[] = [];
  const reviews: OutcomeReview[] = [];
  const thesis = Object.keys(rules.thesisOutcome);
  for (let i = 0; i < count; i++) {
    const made = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
    decisions.push({
      id: `d-${i}`,
      name: `Decision ${i}`,
      bankId: rules.forecast.bank,
      bankVersion: '1.1.0',
      completed: true,
      forecast: {
        [rules.forecast.probability]: String((i * 37) % 101),
        [rules.forecast.range]: ['-5', String(i % 30)],
      },
      forecastMadeAt: made,
    });
    reviews.push({
      id: `r-${i}`,
      decisionId: `d-${i}`,
      bankId: rules.review.bank,
      createdAt: new Date(Date.parse(made) + 30 * 86_400_000).toISOString(),
      answers: {
        [rules.review.thesis]: thesis[i % thesis.length] ?? '',
        [rules.review.return]: String((i % 41) - 20),
        [rules.review.benchmarkReturn]: String((i % 11) - 5),
      },
    });
  }
  return { decisions, reviews };
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const inputs = sizes.map((size) => ({ size, ...journal(size) }));
const samples = new Map<number, number[]>(sizes.map((size) => [size, []]));
// Interleaved, so a busy moment of the machine falls on every size alike.
for (let run = 0; run < runs; run++) {
  for (const { size, decisions, reviews } of inputs) {
    const start = performance.now();
    const report = calibrationOf(decisions, reviews);
    samples.get(size)?.push(performance.now() - start);
    if (report.forecasts !== size) throw new Error(`expected ${size} forecasts, got ${report.forecasts}`);
  }
}
const base = median(samples.get(sizes[0] ?? 0) ?? []);
console.info(`| decisions (each forecast and reviewed) | calibrationOf, median of ${runs} | min–max |`);
console.info('| ---: | ---: | ---: |');
for (const size of sizes) {
  const list = samples.get(size) ?? [];
  const m = median(list);
  console.info(
    `| ${size.toLocaleString('en')} | ${m.toFixed(2)} ms | ${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)} ms |`,
  );
}
console.info(`(empty journal: ${base.toFixed(3)} ms)`);
