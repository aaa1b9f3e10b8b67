/**
 * Review dates as the investor meets them: the schedule they chose, counted
 * from completion or the last review, by the calendar; and what is due.
 * Intervals come from scoring-rules/review-schedule.json, not from here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { addCalendarInterval } from './calendar-interval';
import { reviewRulesProblems } from './check-review-rules';
import { defaultReviewRules } from './default-rules';
import { dueReviews } from './due-reviews';
import { nextReviewDate } from './review-schedule';
import { repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';

const DAY_MS = 24 * 60 * 60 * 1000;
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const { question, intervals } = defaultReviewRules;
const scheduleAnswers = Object.keys(intervals);
const periodic = scheduleAnswers.filter((value) => {
  const interval = intervals[value];
  return interval !== null && interval !== undefined && !('askDate' in interval);
});
const chosenByInvestor = scheduleAnswers.filter((value) => {
  const interval = intervals[value];
  return interval !== null && interval !== undefined && 'askDate' in interval;
});

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

describe('calendar months', () => {
  it('land on the same day of the month, or the last day of a shorter month, at the same time of day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 36 }), (from, months) => {
        const to = addCalendarInterval(from, { months });
        const monthsApart = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
        expect(monthsApart).toBe(months);
        expect(to.getUTCDate()).toBe(Math.min(from.getUTCDate(), daysInMonth(to.getUTCFullYear(), to.getUTCMonth())));
        expect(to.getTime() % DAY_MS).toBe(from.getTime() % DAY_MS);
      }),
    );
  });

  it('take 31 January to the last day of February, in leap years too', () => {
    expect(addCalendarInterval(new Date('2025-01-31T09:00:00Z'), { months: 1 }).toISOString()).toBe(
      '2025-02-28T09:00:00.000Z',
    );
    expect(addCalendarInterval(new Date('2024-01-31T09:00:00Z'), { months: 1 }).toISOString()).toBe(
      '2024-02-29T09:00:00.000Z',
    );
  });
});

describe('the next review date', () => {
  it('is the rules’ interval after completion or the last review, for every periodic schedule', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...periodic), (since, answer) => {
        const next = nextReviewDate({ [question]: answer }, { since: since.toISOString() });
        const interval = intervals[answer];
        if (!interval || 'askDate' in interval) throw new Error('periodic schedules only');
        expect(next).toBe(addCalendarInterval(since, interval).toISOString());
        expect(Date.parse(next ?? '')).toBeGreaterThan(since.getTime());
      }),
    );
  });

  it('moves on with each review, never falling back to the first date', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...periodic), (completed, answer) => {
        const first = nextReviewDate({ [question]: answer }, { since: completed.toISOString() }) ?? '';
        const second = nextReviewDate({ [question]: answer }, { since: first }) ?? '';
        expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
      }),
    );
  });

  it('is the date the investor set when the schedule asks for one, and none until they set it', () => {
    for (const answer of chosenByInvestor) {
      const since = '2025-03-01T10:00:00.000Z';
      expect(nextReviewDate({ [question]: answer }, { since })).toBeNull();
      expect(nextReviewDate({ [question]: answer }, { since, chosen: '2025-04-15T00:00:00.000Z' })).toBe(
        '2025-04-15T00:00:00.000Z',
      );
    }
  });

  it('is none while the schedule question is unanswered or answered with something the rules do not know', () => {
    expect(nextReviewDate({}, { since: '2025-03-01T10:00:00.000Z' })).toBeNull();
    expect(nextReviewDate({ [question]: 'weekly' }, { since: '2025-03-01T10:00:00.000Z' })).toBeNull();
  });

  it('follows an editor’s change of an interval without code', () => {
    const rules = editableCopy(defaultReviewRules);
    const [answer] = periodic;
    if (!answer) throw new Error('the shipped rules have a periodic schedule');
    rules.intervals[answer] = { days: 10 };
    expect(nextReviewDate({ [question]: answer }, { since: '2025-03-01T10:00:00.000Z' }, rules)).toBe(
      '2025-03-11T10:00:00.000Z',
    );
  });
});

describe('what is due for review', () => {
  const scheduled = fc.array(
    fc.record({
      item: fc.uuid(),
      dueAt: fc.option(
        instant.map((date) => date.toISOString()),
        { nil: null },
      ),
    }),
    { maxLength: 30 },
  );

  it('is every decision whose date has come, the longest overdue first, with whole days overdue', () => {
    fc.assert(
      fc.property(scheduled, instant, (items, now) => {
        const due = dueReviews(items, now);
        const expected = items.filter(({ dueAt }) => dueAt !== null && Date.parse(dueAt) <= now.getTime());
        expect(due.map(({ item }) => item).sort()).toEqual(expected.map(({ item }) => item).sort());
        for (const [index, review] of due.entries()) {
          expect(review.daysOverdue).toBe(Math.floor((now.getTime() - Date.parse(review.dueAt)) / DAY_MS));
          if (index > 0)
            expect(Date.parse(review.dueAt)).toBeGreaterThanOrEqual(Date.parse(due[index - 1]?.dueAt ?? ''));
        }
      }),
    );
  });
});

describe('checking the review schedule against the bank', () => {
  const { banks } = loadContentFromDisk(repoRoot);

  it('accepts the shipped schedule', () => {
    expect(reviewRulesProblems(defaultReviewRules, banks)).toEqual([]);
  });

  it('names an option without an interval, an interval for no option, and a question the bank lacks', () => {
    const rules = editableCopy(defaultReviewRules);
    const [kept, dropped] = Object.keys(rules.intervals);
    if (!kept || !dropped) throw new Error('the shipped schedule has several answers');
    delete rules.intervals[dropped];
    rules.intervals.weekly = { days: 7 };
    expect(reviewRulesProblems(rules, banks).map(({ message }) => message)).toEqual([
      expect.stringContaining(`option "${dropped}" of question "${question}" has no interval`),
      expect.stringContaining('"weekly" is not an option'),
    ]);
    expect(reviewRulesProblems({ ...rules, question: '9-9' }, banks)).toEqual([
      { path: '$.question', message: 'the bank has no question "9-9"' },
    ]);
  });

  it('names a next-date question that is missing or not a date, and a review bank that is not one', () => {
    const rules = defaultReviewRules;
    const reviewBank = banks.find(({ id }) => id === rules.review.bank);
    const notADate = reviewBank?.sections[0]?.questions.find(({ type }) => type !== 'date');
    if (!notADate) throw new Error('the review bank has questions other than dates');
    const problemsWith = (review: typeof rules.review) => reviewRulesProblems({ ...rules, review }, banks);
    expect(problemsWith({ ...rules.review, nextDate: notADate.id })).toEqual([
      { path: '$.review.nextDate', message: expect.stringContaining('is not a date question') },
    ]);
    expect(problemsWith({ ...rules.review, nextDate: 'no-such-question' })).toEqual([
      { path: '$.review.nextDate', message: expect.stringContaining('has no question "no-such-question"') },
    ]);
    expect(problemsWith({ ...rules.review, bank: rules.bank })).toEqual([
      { path: '$.review.bank', message: expect.stringContaining('is not a review bank') },
    ]);
    expect(problemsWith({ ...rules.review, bank: 'no-such-bank' })).toEqual([
      { path: '$.review.bank', message: 'no question bank has the id "no-such-bank"' },
    ]);
  });
});
