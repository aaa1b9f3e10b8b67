import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../content/types';
import { type CalibrationDecision, calibrationOf } from './calibration-report';
import { defaultCalibrationRules } from './default-rules';
import type { OutcomeReview } from './process-outcome';
import { type ReviewerOpinion, reviewerCalibrationOf } from './reviewer-calibration';

const rules = defaultCalibrationRules;
const { forecast: F, review: R } = rules;

const answerFor = (outcome: 0 | 1 | null): string => {
  const found = Object.entries(rules.thesisOutcome).find(([, value]) => value === outcome)?.[0];
  if (found === undefined) throw new Error(`the rules give no thesis answer the outcome ${outcome}`);
  return found;
};
const YES = answerFor(1);
const NO = answerFor(0);
const NEITHER = answerFor(null);

const MADE = '2026-01-10T09:00:00.000Z';
const REVIEWED = '2026-04-10T09:00:00.000Z';

const decision = (id: string, probability: string | null, extra: Partial<CalibrationDecision> = {}) => ({
  id,
  name: `Decision ${id}`,
  bankId: F.bank,
  bankVersion: '1.1.0',
  completed: true,
  forecast: probability === null ? null : ({ [F.probability]: probability } as Answers),
  forecastMadeAt: MADE,
  ...extra,
});
const review = (decisionId: string, thesis: string, createdAt = REVIEWED): OutcomeReview => ({
  id: `review-${decisionId}-${createdAt}`,
  decisionId,
  bankId: R.bank,
  createdAt,
  answers: { [R.thesis]: thesis },
});
const opinion = (
  id: string,
  decisionId: string,
  reviewer: string,
  probability: string,
  respondedAt = '2026-02-01T09:00:00.000Z',
): ReviewerOpinion => ({
  id,
  decisionId,
  response: { reviewer, respondedAt, forecast: { [F.probability]: probability } },
});

describe('reviewerCalibrationOf', () => {
  it('scores the investor and a reviewer on one resolved decision', () => {
    const result = reviewerCalibrationOf([decision('a', '70')], [review('a', YES)], [opinion('o1', 'a', 'Lin', '40')]);
    expect(result.you).toEqual({ brier: expect.closeTo(0.09, 12), n: 1 });
    expect(result.reviewers).toEqual({ brier: expect.closeTo(0.36, 12), n: 1 });
    expect(result.byReviewer).toEqual([
      { name: 'Lin', brier: expect.closeTo(0.36, 12), n: 1, yourBrier: expect.closeTo(0.09, 12) },
    ]);
    expect(result.decisions).toEqual([
      {
        decisionId: 'a',
        name: 'Decision a',
        outcome: 1,
        resolvedAt: REVIEWED,
        you: { probability: 0.7, brier: expect.closeTo(0.09, 12) },
        reviewers: [{ opinionId: 'o1', reviewer: 'Lin', probability: 0.4, brier: expect.closeTo(0.36, 12) }],
      },
    ]);
  });

  it('compares over the same decisions only: the investor’s forecasts without a second opinion are left out', () => {
    const result = reviewerCalibrationOf(
      [decision('a', '70'), decision('b', '90'), decision('c', '10')],
      [review('a', NO), review('b', NO), review('c', NO)],
      [opinion('o1', 'a', 'Lin', '50')],
    );
    // Only decision a: your 0.49 against Lin's 0.25, though you did well on c.
    expect(result.you.n).toBe(1);
    expect(result.you.brier).toBeCloseTo(0.49, 12);
    expect(result.reviewers.brier).toBeCloseTo(0.25, 12);
    // The calibration page still scores all three.
    expect(
      calibrationOf(
        [decision('a', '70'), decision('b', '90'), decision('c', '10')],
        [review('a', NO), review('b', NO), review('c', NO)],
      ).brier?.n,
    ).toBe(3);
  });

  it('weighs each decision once on both sides, however many reviewers looked at it', () => {
    const result = reviewerCalibrationOf(
      [decision('a', '100'), decision('b', '100')],
      [review('a', YES), review('b', YES)],
      [opinion('o1', 'a', 'Lin', '0'), opinion('o2', 'a', 'Wang', '100'), opinion('o3', 'b', 'Lin', '100')],
    );
    expect(result.you).toEqual({ brier: 0, n: 2 });
    // a: mean of 1 and 0 = 0.5; b: 0 → 0.25, not (1 + 0 + 0) / 3.
    expect(result.reviewers).toEqual({ brier: 0.25, n: 2 });
    expect(result.byReviewer).toEqual([
      { name: 'Lin', brier: 0.5, n: 2, yourBrier: 0 },
      { name: 'Wang', brier: 0, n: 1, yourBrier: 0 },
    ]);
  });

  it('leaves out unresolved, partly resolved and unreadable forecasts, and reviewer forecasts given after the review', () => {
    const result = reviewerCalibrationOf(
      [
        decision('pending', '60'),
        decision('partly', '60'),
        decision('late', '60'),
        decision('blank', '60'),
        decision('draft', '60', { completed: false }),
        decision('other-bank', '60', { bankId: 'another-bank' }),
      ],
      [
        review('partly', NEITHER),
        review('late', YES),
        review('blank', YES),
        review('draft', YES),
        review('other-bank', YES),
      ],
      [
        opinion('o1', 'pending', 'Lin', '50'),
        opinion('o2', 'partly', 'Lin', '50'),
        opinion('o3', 'late', 'Lin', '50', '2026-05-01T09:00:00.000Z'),
        opinion('o4', 'blank', 'Lin', ''),
        opinion('o5', 'draft', 'Lin', '50'),
        opinion('o6', 'other-bank', 'Lin', '50'),
      ],
    );
    expect(result).toEqual({
      decisions: [],
      you: { brier: 0, n: 0 },
      reviewers: { brier: 0, n: 0 },
      byReviewer: [],
    });
  });

  it('counts a response imported twice once, and a reviewer’s latest forecast on a decision', () => {
    const result = reviewerCalibrationOf(
      [decision('a', '50')],
      [review('a', YES)],
      [
        opinion('o1', 'a', 'Lin', '0', '2026-02-01T09:00:00.000Z'),
        opinion('o1', 'a', 'Lin', '0', '2026-02-01T09:00:00.000Z'),
        opinion('o2', 'a', 'Lin', '100', '2026-03-01T09:00:00.000Z'),
      ],
    );
    expect(result.byReviewer).toEqual([{ name: 'Lin', brier: 0, n: 1, yourBrier: 0.25 }]);
  });
});

const ids = ['a', 'b', 'c', 'd', 'e'];
const names = ['Lin', 'Wang', 'Ana'];
const percent = fc.integer({ min: 0, max: 100 }).map(String);
const day = fc.integer({ min: 0, max: 200 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString());

const journal = fc.record({
  decisions: fc.uniqueArray(
    fc.record({ id: fc.constantFrom(...ids), probability: fc.option(percent, { nil: null }) }),
    { selector: (d) => d.id },
  ),
  // A review's id is made of its decision and day, and ids are unique in storage: one review per decision and day.
  reviews: fc.uniqueArray(
    fc.record({
      decisionId: fc.constantFrom(...ids),
      thesis: fc.constantFrom(YES, NO, NEITHER),
      createdAt: day,
    }),
    { selector: (r) => `${r.decisionId} ${r.createdAt}`, maxLength: 8 },
  ),
  opinions: fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      decisionId: fc.constantFrom(...ids),
      reviewer: fc.constantFrom(...names),
      probability: percent,
      respondedAt: day,
    }),
    { selector: (o) => o.id, maxLength: 10 },
  ),
});

const built = journal.chain(({ decisions, reviews, opinions }) => {
  const d = decisions.map(({ id, probability }) => decision(id, probability));
  const r = reviews.map(({ decisionId, thesis, createdAt }) => review(decisionId, thesis, createdAt));
  const o = opinions.map(({ id, decisionId, reviewer, probability, respondedAt }) =>
    opinion(id, decisionId, reviewer, probability, respondedAt),
  );
  return fc.tuple(
    fc.constant([d, r, o] as const),
    fc.shuffledSubarray(d, { minLength: d.length }),
    fc.shuffledSubarray(r, { minLength: r.length }),
    fc.shuffledSubarray(o, { minLength: o.length }),
  );
});

describe('reviewerCalibrationOf properties', () => {
  it('scores both sides over the same decisions, within [0, 1], whatever the order of the input', () => {
    fc.assert(
      fc.property(built, ([[decisions, reviews, opinions], d2, r2, o2]) => {
        const result = reviewerCalibrationOf(decisions, reviews, opinions);
        expect(reviewerCalibrationOf(d2, r2, o2)).toEqual(result);
        expect(result.you.n).toBe(result.reviewers.n);
        expect(result.you.n).toBe(result.decisions.length);
        for (const side of [result.you, result.reviewers, ...result.byReviewer]) {
          expect(side.brier).toBeGreaterThanOrEqual(0);
          expect(side.brier).toBeLessThanOrEqual(1);
        }
        // Every decision compared is one the calibration page resolved, with the same probability.
        const resolved = new Map(calibrationOf(decisions, reviews).resolved.map((f) => [f.decisionId, f]));
        for (const compared of result.decisions) {
          expect(resolved.get(compared.decisionId)?.probability).toBe(compared.you.probability);
          expect(resolved.get(compared.decisionId)?.outcome).toBe(compared.outcome);
          expect(compared.reviewers.length).toBeGreaterThan(0);
        }
        const perReviewer = result.byReviewer.reduce((total, reviewer) => total + reviewer.n, 0);
        expect(perReviewer).toBe(result.decisions.reduce((total, d) => total + d.reviewers.length, 0));
      }),
    );
  });

  it('gives the reviewers the investor’s score when they forecast what the investor did', () => {
    fc.assert(
      fc.property(built, ([[decisions, reviews]]) => {
        const echoes = decisions.flatMap((d) =>
          d.forecast ? [opinion(`echo-${d.id}`, d.id, 'Echo', String(d.forecast[F.probability]), MADE)] : [],
        );
        const result = reviewerCalibrationOf(decisions, reviews, echoes);
        expect(result.reviewers.brier).toBeCloseTo(result.you.brier, 12);
      }),
    );
  });
});
