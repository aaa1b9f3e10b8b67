import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../content/types';
import {
  binIndex,
  brierScore,
  type CalibrationDecision,
  calibrationOf,
  murphyDecomposition,
  type ScoredForecast,
  wilsonInterval,
} from './calibration-report';
import { defaultCalibrationRules } from './default-rules';
import type { OutcomeReview } from './process-outcome';
import { ruleText } from './rule-messages';
import type { CalibrationRules } from './rule-types';
import { editableCopy } from './testing/risk-answers';
import { withShuffledCopies } from './testing/shuffled-journal';

const rules = defaultCalibrationRules;
const { forecast: F, review: R } = rules;
const MINIMUM = rules.verdict.minimum;

/** The thesis answers that mean "played out", "did not", and "resolves nothing", as the rules file says. */
const answerFor = (outcome: 0 | 1 | null): string => {
  const found = Object.entries(rules.thesisOutcome).find(([, value]) => value === outcome)?.[0];
  if (found === undefined) throw new Error(`the rules give no thesis answer the outcome ${outcome}`);
  return found;
};
const YES = answerFor(1);
const NO = answerFor(0);
const NEITHER = answerFor(null);

/** The sentence the sample-size bands give `count` scored forecasts. */
const sizeSentence = (count: number) =>
  [...rules.sampleSize].reverse().find((band) => band.from <= count)?.message ?? 'none';

const decision = (
  id: string,
  forecast: Answers | null,
  forecastMadeAt: string | null = '2026-01-10T09:00:00.000Z',
  extra: Partial<CalibrationDecision> = {},
): CalibrationDecision => ({
  id,
  name: `Decision ${id}`,
  bankId: F.bank,
  bankVersion: '1.1.0',
  completed: true,
  forecast,
  forecastMadeAt,
  ...extra,
});
const forecastAnswers = (probability: string, range: [string, string] | null = null, benchmark?: string): Answers => ({
  [F.probability]: probability,
  ...(range ? { [F.range]: range } : {}),
  ...(benchmark === undefined ? {} : { [F.benchmark]: benchmark }),
});
const review = (
  decisionId: string,
  thesis: string,
  createdAt = '2026-04-10T09:00:00.000Z',
  returns: { actual?: string; benchmark?: string } = {},
  extra: Partial<OutcomeReview> = {},
): OutcomeReview => ({
  id: `review-${decisionId}-${createdAt}`,
  decisionId,
  bankId: R.bank,
  createdAt,
  answers: {
    [R.thesis]: thesis,
    ...(returns.actual === undefined ? {} : { [R.return]: returns.actual }),
    ...(returns.benchmark === undefined ? {} : { [R.benchmarkReturn]: returns.benchmark }),
  },
  ...extra,
});

describe('calibrationOf: the worked example', () => {
  it('scores one 70 % forecast whose thesis held, with a −5..15 range, a return of 8 and a benchmark of 3', () => {
    const report = calibrationOf(
      [decision('a', forecastAnswers('70', ['-5', '15'], 'CSI 300'))],
      [review('a', YES, undefined, { actual: '8', benchmark: '3' })],
    );
    expect(report.forecasts).toBe(1);
    expect(report.pending).toBe(0);
    expect(report.brier?.n).toBe(1);
    expect(report.brier?.score).toBeCloseTo(0.09, 12);
    expect(report.range).toEqual({ n: 1, hits: 1, share: 1, target: rules.range.target });
    expect(report.meanExcessReturn).toBe(5);
    expect(report.resolved).toEqual([
      expect.objectContaining({
        decisionId: 'a',
        probability: 0.7,
        outcome: 1,
        range: { low: -5, high: 15 },
        benchmark: 'CSI 300',
        actualReturn: 8,
        benchmarkReturn: 3,
        excessReturn: 5,
        rangeHit: true,
      }),
    ]);
    // One forecast is far below the sample size: no decomposition, no bin verdict, only what so few can show.
    expect(MINIMUM).toBeGreaterThan(1);
    expect(report.decomposition).toBeNull();
    expect(report.bins.every((bin) => bin.verdict === null)).toBe(true);
    expect(report.sentences).toEqual([{ key: sizeSentence(1), params: { count: 1, minimum: MINIMUM } }]);
    for (const lang of ['en', 'zh'] as const) {
      const text = ruleText(sizeSentence(1), lang, report.sentences[0]?.params);
      expect(text).not.toContain('{{');
      expect(text).not.toBe(sizeSentence(1));
    }
  });

  it('compares with always saying the reference probability, and scores the skill against it', () => {
    const report = calibrationOf([decision('a', forecastAnswers('70'))], [review('a', YES)]);
    const reference = (rules.reference.probability - 1) ** 2;
    expect(report.brier?.reference).toBeCloseTo(reference, 12);
    expect(report.brier?.skill).toBeCloseTo(1 - 0.09 / reference, 12);
    expect(report.labels.reference).toEqual({
      key: rules.labels.reference,
      params: { probability: Math.round(rules.reference.probability * 100) },
    });
    expect(report.labels.range.params).toEqual({ target: Math.round(rules.range.target * 100) });
  });
});

describe('calibrationOf: which forecasts count and which review resolves them', () => {
  it('resolves at the first review saved after the forecast was fixed, ties broken by id', () => {
    const madeAt = '2026-01-10T09:00:00.000Z';
    const report = calibrationOf(
      [decision('a', forecastAnswers('80'), madeAt)],
      [
        review('a', NO, '2026-09-01T00:00:00.000Z'),
        review('a', NO, '2026-01-01T00:00:00.000Z'),
        review('a', YES, '2026-03-01T00:00:00.000Z', {}, { id: 'b' }),
        review('a', NO, '2026-03-01T00:00:00.000Z', {}, { id: 'c' }),
      ],
    );
    expect(report.resolved).toEqual([expect.objectContaining({ outcome: 1, resolvedAt: '2026-03-01T00:00:00.000Z' })]);
  });

  it('counts only completed decisions of the forecast bank with a readable probability; the rest waits or is left out', () => {
    const report = calibrationOf(
      [
        decision('resolved', forecastAnswers('60')),
        decision('waiting', forecastAnswers('60')),
        decision('draft', forecastAnswers('60'), null, { completed: false }),
        decision('other bank', forecastAnswers('60'), undefined, { bankId: 'another-bank' }),
        decision('old version', null, null),
        decision('unreadable', forecastAnswers('about half')),
        decision('above 100', forecastAnswers('120')),
        decision('resolved', forecastAnswers('60')),
      ],
      [
        review('resolved', YES),
        review('waiting', YES, '2026-01-01T00:00:00.000Z'),
        review('waiting', YES, undefined, {}, { bankId: 'another-review-bank' }),
        review('other bank', YES),
        review('unreadable', YES),
      ],
    );
    expect(report.forecasts).toBe(2);
    expect(report.pending).toBe(1);
    expect(report.resolved.map((forecast) => forecast.decisionId)).toEqual(['resolved']);
  });

  it('keeps a review answer that resolves nothing out of the Brier score and the bins, but not out of ranges and returns', () => {
    const report = calibrationOf(
      [decision('a', forecastAnswers('90', ['0', '10'])), decision('b', forecastAnswers('30', ['0', '10']))],
      [
        review('a', NEITHER, undefined, { actual: '4', benchmark: '1' }),
        review('b', NO, undefined, { actual: '20', benchmark: '10' }),
      ],
    );
    expect(report.unscored).toBe(1);
    expect(report.brier?.n).toBe(1);
    expect(report.brier?.score).toBeCloseTo(0.09, 12);
    expect(report.bins.reduce((sum, bin) => sum + bin.n, 0)).toBe(1);
    expect(report.range).toMatchObject({ n: 2, hits: 1, share: 0.5 });
    expect(report.meanExcessReturn).toBe(6.5);
    expect(report.sentences).toContainEqual({ key: rules.unscored, params: { count: 1 } });
  });

  it('reads ranges with their ends included, and leaves out a range that is unreadable or upside down', () => {
    const cases: [Answers[string] | undefined, string, boolean | null][] = [
      [['-5', '15'], '-5', true],
      [['-5', '15'], '15', true],
      [['-5', '15'], '15.5', false],
      [['－５', '１５％'], '0', true],
      [['15', '-5'], '0', null],
      [['low', '15'], '0', null],
      [undefined, '0', null],
      [['-5', '15'], 'n/a', null],
    ];
    for (const [range, actual, hit] of cases) {
      const answers = { [F.probability]: '50', ...(range === undefined ? {} : { [F.range]: range }) };
      const [resolved] = calibrationOf([decision('a', answers)], [review('a', YES, undefined, { actual })]).resolved;
      expect(resolved?.rangeHit, JSON.stringify([range, actual])).toBe(hit);
    }
  });

  it('gives no excess return without a benchmark return, and none at all when no review has one', () => {
    const report = calibrationOf(
      [decision('a', forecastAnswers('50'))],
      [review('a', YES, undefined, { actual: '8' })],
    );
    expect(report.resolved[0]?.excessReturn).toBeNull();
    expect(report.meanExcessReturn).toBeNull();
    expect(report.range).toBeNull();
  });

  it('has every bin of the rules, and a sentence even with no forecast at all', () => {
    const report = calibrationOf([], []);
    expect(report.bins.map(({ from, to }) => [from, to])).toEqual(
      rules.bins.slice(0, -1).map((from, index) => [from, rules.bins[index + 1]]),
    );
    expect(report.brier).toBeNull();
    expect(report.sentences).toEqual([{ key: sizeSentence(0), params: { count: 0, minimum: MINIMUM } }]);
  });

  it("follows an editor's rules: 'partly' scored as played out, another reference, another sample size", () => {
    const edited = editableCopy(rules) as CalibrationRules;
    edited.thesisOutcome[NEITHER] = 1;
    edited.reference.probability = 0.6;
    edited.verdict.minimum = 2;
    const report = calibrationOf(
      [decision('a', forecastAnswers('90')), decision('b', forecastAnswers('20'))],
      [review('a', NEITHER), review('b', NO)],
      edited,
    );
    expect(report.brier?.n).toBe(2);
    expect(report.brier?.score).toBeCloseTo((0.01 + 0.04) / 2, 12);
    expect(report.brier?.reference).toBeCloseTo((0.16 + 0.36) / 2, 12);
    expect(report.decomposition).not.toBeNull();
    expect(report.sentences.map(({ key }) => key)).toEqual(
      expect.arrayContaining([edited.decomposition.reliability, edited.decomposition.sum]),
    );
  });
});

// ---- properties ----

const percentText = fc.integer({ min: 0, max: 100 }).map(String);
const instant = (from: number, to: number) =>
  fc.integer({ min: Date.UTC(from, 0, 1), max: Date.UTC(to, 0, 1) }).map((t) => new Date(t).toISOString());

/** Forecasting decisions and their reviews, some before the forecast, some on another bank. */
const journal = fc
  .uniqueArray(
    fc.record({
      id: fc.uuid(),
      probability: fc.oneof({ weight: 9, arbitrary: percentText }, { weight: 1, arbitrary: fc.constant('n/a') }),
      range: fc.option(
        fc
          .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 60 }))
          .map(([low, width]) => [String(low), String(low + width)]),
      ),
      madeAt: instant(2025, 2026),
    }),
    { selector: (d) => d.id, maxLength: 40 },
  )
  .chain((list) =>
    fc.tuple(
      fc.constant(
        list.map(({ id, probability, range, madeAt }) =>
          decision(id, { [F.probability]: probability, ...(range ? { [F.range]: range } : {}) }, madeAt),
        ),
      ),
      fc.array(
        fc.record({
          decisionId: list.length > 0 ? fc.constantFrom(...list.map((d) => d.id)) : fc.constant('none'),
          id: fc.uuid(),
          createdAt: instant(2024, 2027),
          bankId: fc.constantFrom(R.bank, R.bank, R.bank, 'another-review-bank'),
          answers: fc.record({
            [R.thesis]: fc.constantFrom(...Object.keys(rules.thesisOutcome)),
            [R.return]: fc.integer({ min: -90, max: 200 }).map(String),
            [R.benchmarkReturn]: fc.integer({ min: -50, max: 50 }).map(String),
          }),
        }),
        { maxLength: 80 },
      ),
    ),
  );

const scoredForecasts = fc.array(
  fc.record({
    probability: fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 0, max: 100 }).map((p) => p / 100),
    ),
    outcome: fc.constantFrom<0 | 1>(0, 1),
  }),
  { minLength: 1, maxLength: 200 },
);

/** Strictly ascending edges from 0 to 1. */
const edgeLists = fc
  .uniqueArray(fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true }), { maxLength: 15 })
  .map((inner) => [0, ...inner.filter((x) => x > 0 && x < 1).sort((a, b) => a - b), 1]);

describe('calibration properties', () => {
  it('keeps the Brier score in [0, 1] and its skill at most 1', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const { brier } = calibrationOf(decisions, reviews);
        if (!brier) return;
        expect(brier.score).toBeGreaterThanOrEqual(0);
        expect(brier.score).toBeLessThanOrEqual(1);
        expect(brier.skill).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(scoredForecasts, (forecasts) => {
        const score = brierScore(forecasts);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('adds reliability − resolution + uncertainty up to the Brier score of the binned forecasts', () => {
    fc.assert(
      fc.property(scoredForecasts, fc.oneof(fc.constant(rules.bins), edgeLists), (forecasts, edges) => {
        const d = murphyDecomposition(forecasts, edges);
        expect(Math.abs(d.reliability - d.resolution + d.uncertainty - d.binnedScore)).toBeLessThan(1e-9);
        expect(d.reliability).toBeGreaterThanOrEqual(0);
        expect(d.resolution).toBeGreaterThanOrEqual(0);
        // With a bin per distinct forecast, binning changes nothing.
        const binned = forecasts.map(({ probability, outcome }) => {
          const inBin = forecasts.filter((f) => binIndex(f.probability, edges) === binIndex(probability, edges));
          return { probability: inBin.reduce((s, f) => s + f.probability, 0) / inBin.length, outcome };
        });
        expect(Math.abs(brierScore(binned) - d.binnedScore)).toBeLessThan(1e-9);
      }),
    );
  });

  it('puts every probability from 0 to 1 in exactly one bin, 1 in the last', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), edgeLists, (p, edges) => {
        const index = binIndex(p, edges);
        expect(edges[index]).toBeLessThanOrEqual(p);
        if (index < edges.length - 2) expect(p).toBeLessThan(edges[index + 1] as number);
      }),
    );
    expect(binIndex(1, rules.bins)).toBe(rules.bins.length - 2);
  });

  it('gives Wilson bounds that hold the observed frequency and stay in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        fc.oneof(fc.constant(rules.wilson.z), fc.double({ min: 0.01, max: 5, noNaN: true })),
        ([k, n], z) => {
          const { low, high } = wilsonInterval(k, n, z);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(1);
          expect(low).toBeLessThanOrEqual(k / n);
          expect(high).toBeGreaterThanOrEqual(k / n);
        },
      ),
    );
  });

  it('gives the same report for any order of decisions and reviews', () => {
    fc.assert(
      fc.property(withShuffledCopies(journal), ([[decisions, reviews], shuffledDecisions, shuffledReviews]) => {
        expect(calibrationOf(shuffledDecisions, shuffledReviews)).toEqual(calibrationOf(decisions, reviews));
      }),
    );
  });

  it('shows the decomposition and bin verdicts exactly from the sample size on, with every sentence filled in', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const report = calibrationOf(decisions, reviews);
        const n = report.brier?.n ?? 0;
        expect(report.decomposition === null).toBe(n < MINIMUM);
        if (n < MINIMUM) expect(report.bins.every((bin) => bin.verdict === null)).toBe(true);
        expect(report.sentences[0]?.key).toBe(sizeSentence(n));
        expect(report.sampleSentence).toEqual(report.sentences[0]);
        expect(report.binVerdicts).toHaveLength(report.bins.filter((bin) => bin.verdict !== null).length);
        expect(report.sentences.slice(report.sentences.length - report.binVerdicts.length)).toEqual(report.binVerdicts);
        for (const { key, params } of report.sentences) {
          for (const lang of ['en', 'zh'] as const) expect(ruleText(key, lang, params)).not.toContain('{{');
        }
      }),
    );
  });
});

// ---- synthetic forecasters ----

/** mulberry32: a small seeded generator, so the synthetic forecasters draw the same outcomes every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A forecaster who states whole percentages evenly spread from 0 to 100, and
 * whose theses then play out with probability `truth(stated)`.
 */
function syntheticJournal(count: number, seed: number, truth: (stated: number) => number) {
  const random = seeded(seed);
  const decisions: CalibrationDecision[] = [];
  const reviews: OutcomeReview[] = [];
  for (let i = 0; i < count; i++) {
    const percent = Math.floor(random() * 101);
    const id = `d${i}`;
    decisions.push(decision(id, forecastAnswers(String(percent))));
    reviews.push(review(id, random() < truth(percent / 100) ? YES : NO));
  }
  return calibrationOf(decisions, reviews);
}

const COUNT = 6000;

describe('synthetic forecasters', () => {
  it('lands a perfectly calibrated forecaster on the diagonal, within its intervals', () => {
    let checks = 0;
    let inside = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const report = syntheticJournal(COUNT, seed, (p) => p);
      for (const bin of report.bins) {
        expect(bin.n).toBeGreaterThan(0);
        // Hundreds of calls per bin: within the tolerance every time, never judged over- or underconfident.
        expect(bin.verdict).toBe('calibrated');
        checks++;
        if (bin.meanForecast >= bin.low && bin.meanForecast <= bin.high) inside++;
      }
      expect(report.decomposition?.reliability).toBeLessThan(0.001);
    }
    // A 95 % interval misses the truth about one time in twenty; far more misses would mean a biased interval.
    expect(inside / checks).toBeGreaterThanOrEqual(0.9);
  });

  it('lands an overconfident forecaster below the diagonal at the high end and above it at the low end', () => {
    const truth = (p: number) => 0.5 + (p - 0.5) / 2;
    const report = syntheticJournal(COUNT, 7, truth);
    const { middle, tolerance } = rules.perBin;
    let claimed = 0;
    for (const bin of report.bins) {
      // Near the middle the true gap is smaller than the noise of a few hundred calls; elsewhere it is not.
      const expected = truth(bin.meanForecast);
      const noise = 3 * Math.sqrt((expected * (1 - expected)) / bin.n);
      if (Math.abs(bin.meanForecast - expected) > noise) claimed++;
      if (bin.meanForecast - expected > noise) expect(bin.observed).toBeLessThan(bin.meanForecast);
      if (expected - bin.meanForecast > noise) expect(bin.observed).toBeGreaterThan(bin.meanForecast);
      // Where the true gap is clearly beyond the tolerance, the interval leaves the diagonal and the verdict says so.
      if (Math.abs(bin.meanForecast - truth(bin.meanForecast)) > tolerance + 0.05) {
        const high = bin.meanForecast > middle;
        expect(high ? bin.high : bin.low).toSatisfy((bound: number) =>
          high ? bound < bin.meanForecast : bound > bin.meanForecast,
        );
        expect(bin.verdict).toBe(high ? 'overconfidentHigh' : 'overconfidentLow');
      }
    }
    // All but the bins around the middle are far enough off to be claimed.
    expect(claimed).toBeGreaterThanOrEqual(report.bins.length - 3);
    const sentences = report.sentences.map(({ key }) => key);
    expect(sentences).toContain(rules.perBin.sentences.overconfidentHigh);
    expect(report.decomposition?.reliability).toBeGreaterThan(0.01);
  });

  it('calls an underconfident forecaster underconfident at both ends', () => {
    // States p, but the thesis plays out more decisively than that: 0.5 + (p − 0.5) · 1.8, clamped.
    const truth = (p: number) => Math.min(1, Math.max(0, 0.5 + (p - 0.5) * 1.8));
    const report = syntheticJournal(COUNT, 3, truth);
    const verdicts = new Set(report.bins.map((bin) => bin.verdict));
    expect(verdicts).toContain('underconfidentHigh');
    expect(verdicts).toContain('underconfidentLow');
    expect(verdicts).not.toContain('overconfidentHigh');
    expect(verdicts).not.toContain('overconfidentLow');
  });
});

describe('brierScore', () => {
  it('scores a certain right call 0 and a certain wrong call 1', () => {
    const right: ScoredForecast[] = [{ probability: 1, outcome: 1 }];
    const wrong: ScoredForecast[] = [{ probability: 0, outcome: 1 }];
    expect(brierScore(right)).toBe(0);
    expect(brierScore(wrong)).toBe(1);
  });
});
