import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarInterval } from './calendar-interval';
import { defaultCalibrationRules, defaultOutcomeRules, defaultReviewRules } from './default-rules';
import { type JournalDecision, journalSummary } from './journal-summary';
import type { OutcomeReview } from './process-outcome';
import { withShuffledCopies } from './testing/shuffled-journal';

const { question, intervals, review: REVIEW } = defaultReviewRules;
const RETURN = defaultOutcomeRules.review.return;
const DAY_MS = 24 * 60 * 60 * 1000;

const periodic = Object.entries(intervals).find(
  (entry): entry is [string, { months?: number; days?: number }] => entry[1] !== null && !('askDate' in entry[1]),
);
if (!periodic) throw new Error('the shipped schedule has a periodic answer');
const [periodicAnswer, periodicInterval] = periodic;

function decision(id: string, overrides: Partial<JournalDecision> = {}): JournalDecision {
  return {
    id,
    name: `Decision ${id}`,
    bankId: defaultCalibrationRules.forecast.bank,
    bankVersion: '1.0.0',
    completed: true,
    evaluated: false,
    evaluationScore: null,
    answers: { [question]: periodicAnswer },
    forecast: null,
    forecastMadeAt: null,
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

function review(decisionId: string, createdAt: string, answers: OutcomeReview['answers'] = {}): OutcomeReview {
  return { id: `${decisionId}-${createdAt}`, decisionId, bankId: REVIEW.bank, createdAt, answers };
}

describe('the journal summary', () => {
  it('counts a review date from completion, then from the latest review', () => {
    const completedAt = new Date('2026-01-15T10:00:00.000Z');
    const reviewedAt = new Date('2026-02-20T09:00:00.000Z');
    const one = decision('a', { updatedAt: completedAt.toISOString() });
    const later = new Date('2027-01-01T00:00:00.000Z');
    expect(journalSummary([one], [], later).reviewDates.get('a')).toBe(
      addCalendarInterval(completedAt, periodicInterval).toISOString(),
    );
    const reviewed = [review('a', reviewedAt.toISOString()), review('a', '2026-02-01T00:00:00.000Z')];
    expect(journalSummary([one], reviewed, later).reviewDates.get('a')).toBe(
      addCalendarInterval(reviewedAt, periodicInterval).toISOString(),
    );
  });

  it('lists nothing due the moment before the date, and the decision itself from that moment on', () => {
    const one = decision('a');
    const dueAt = addCalendarInterval(new Date(one.updatedAt), periodicInterval);
    expect(journalSummary([one], [], new Date(dueAt.getTime() - 1)).due).toEqual([]);
    const [due] = journalSummary([one], [], new Date(dueAt.getTime() + 3 * DAY_MS + 1)).due;
    expect(due?.decision).toBe(one);
    expect(due?.daysOverdue).toBe(3);
  });

  it('shows no process versus outcome before a review, nor for reviews of deleted decisions', () => {
    const one = decision('a', { evaluated: true, evaluationScore: 80 });
    const now = new Date('2027-01-01T00:00:00.000Z');
    expect(journalSummary([one], [], now).outcome).toBeNull();
    expect(journalSummary([one], [review('gone', '2026-03-01T00:00:00.000Z', { [RETURN]: '5' })], now).outcome).toBe(
      null,
    );
    const outcome = journalSummary([one], [review('a', '2026-03-01T00:00:00.000Z', { [RETURN]: '5' })], now).outcome;
    expect(outcome?.points.map((point) => point.decisionId)).toEqual(['a']);
  });

  it('gives no strategy hint until a completed decision is evaluated, then averages the evaluated ones', () => {
    const now = new Date('2027-01-01T00:00:00.000Z');
    expect(journalSummary([decision('a'), decision('b', { completed: false })], [], now).hint).toBeNull();
    const hint = journalSummary(
      [
        decision('a', { evaluated: true, evaluationScore: 80 }),
        decision('b', { evaluated: true, evaluationScore: 61 }),
      ],
      [],
      now,
    ).hint;
    expect(hint).toMatchObject({ average: 71, count: 2 });
  });
});

const instantTime = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 6, 1) });
const instant = instantTime.map((time) => new Date(time).toISOString());

const decisionArbitrary: fc.Arbitrary<JournalDecision> = fc
  .record({
    id: fc.uuid(),
    completed: fc.boolean(),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    schedule: fc.option(fc.constantFrom(...Object.keys(intervals)), { nil: undefined }),
    updatedAt: instant,
  })
  .map(({ id, completed, score, schedule, updatedAt }) =>
    decision(id, {
      completed,
      // Only a completed decision is ever evaluated.
      evaluated: completed && score !== null,
      evaluationScore: completed ? score : null,
      answers: schedule === undefined ? {} : { [question]: schedule },
      updatedAt,
    }),
  );

/**
 * Decisions with distinct ids and reviews of them (some of a decision no longer
 * in the journal), each saved at its own moment, as one account's saves are.
 */
const journal = fc.uniqueArray(decisionArbitrary, { selector: ({ id }) => id, maxLength: 15 }).chain((decisions) =>
  fc.tuple(
    fc.constant(decisions),
    fc.uniqueArray(
      fc.record({
        id: fc.uuid(),
        decisionId: fc.constantFrom(...decisions.map(({ id }) => id), 'deleted-decision'),
        bankId: fc.constant(REVIEW.bank),
        createdAt: instant,
        // A return (for process versus outcome) and a next date the investor set, each or neither.
        answers: fc
          .tuple(fc.option(fc.integer({ min: -50, max: 100 })), fc.option(instant))
          .map(([returnPct, nextDate]) => ({
            ...(returnPct === null ? {} : { [RETURN]: String(returnPct) }),
            ...(nextDate === null ? {} : { [REVIEW.nextDate]: nextDate }),
          })),
      }),
      { selector: ({ createdAt }) => createdAt, maxLength: 20 },
    ),
  ),
);

/** Due reviews as ids and days, in an order that does not depend on how ties were listed. */
const dueIds = (due: { decision: JournalDecision; daysOverdue: number }[]) =>
  due.map(({ decision: { id }, daysOverdue }) => `${id}:${daysOverdue}`).sort();

describe('journal summary properties', () => {
  it('schedules the completed decisions, and only those', () => {
    fc.assert(
      fc.property(journal, instantTime, ([decisions, reviews], now) => {
        const { reviewDates } = journalSummary(decisions, reviews, new Date(now));
        expect([...reviewDates.keys()].sort()).toEqual(
          decisions
            .filter(({ completed }) => completed)
            .map(({ id }) => id)
            .sort(),
        );
      }),
    );
  });

  it('lists as due exactly the decisions whose date has come, the longest overdue first, in whole days', () => {
    fc.assert(
      fc.property(journal, instantTime, ([decisions, reviews], now) => {
        const { reviewDates, due } = journalSummary(decisions, reviews, new Date(now));
        const expected = decisions.filter(({ id }) => {
          const date = reviewDates.get(id);
          return typeof date === 'string' && Date.parse(date) <= now;
        });
        expect(due.map(({ decision: { id } }) => id).sort()).toEqual(expected.map(({ id }) => id).sort());
        for (const { decision: shown, daysOverdue } of due) {
          expect(decisions).toContain(shown);
          expect(daysOverdue).toBe(Math.floor((now - Date.parse(reviewDates.get(shown.id) as string)) / DAY_MS));
        }
        const days = due.map(({ daysOverdue }) => daysOverdue);
        expect(days).toEqual([...days].sort((a, b) => b - a));
      }),
    );
  });

  it('never drops a due review as time passes', () => {
    fc.assert(
      fc.property(journal, instantTime, instantTime, ([decisions, reviews], a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const laterDue = journalSummary(decisions, reviews, new Date(later)).due.map(({ decision: { id } }) => id);
        for (const { decision: shown } of journalSummary(decisions, reviews, new Date(earlier)).due) {
          expect(laterDue).toContain(shown.id);
        }
      }),
    );
  });

  it('shows process versus outcome exactly when a decision of the journal has a review', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const ids = new Set(decisions.map(({ id }) => id));
        const { outcome } = journalSummary(decisions, reviews, new Date());
        expect(outcome !== null).toBe(reviews.some(({ decisionId }) => ids.has(decisionId)));
      }),
    );
  });

  it('hints a strategy exactly when a completed decision is evaluated, over all of those', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const { hint } = journalSummary(decisions, reviews, new Date());
        const evaluated = decisions.filter(({ completed, evaluated }) => completed && evaluated).length;
        expect(hint?.count ?? 0).toBe(evaluated);
      }),
    );
  });

  it('is the same for any order of the decisions and the reviews', () => {
    fc.assert(
      fc.property(
        withShuffledCopies(journal),
        instantTime,
        ([[decisions, reviews], shuffled, shuffledReviews], now) => {
          const summary = journalSummary(decisions, reviews, new Date(now));
          const again = journalSummary(shuffled, shuffledReviews, new Date(now));
          expect(again.reviewDates).toEqual(summary.reviewDates);
          expect(dueIds(again.due)).toEqual(dueIds(summary.due));
          expect(again.outcome).toEqual(summary.outcome);
          expect(again.calibration).toEqual(summary.calibration);
          expect(again.hint).toEqual(summary.hint);
        },
      ),
    );
  });
});
