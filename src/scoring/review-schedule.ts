/**
 * When a completed decision is next due for review, from the investor's answer
 * to the schedule question and scoring-rules/review-schedule.json: an interval
 * after completion or the last review, a date the investor chose, or none.
 */
import type { Answers } from '../content/types';
import { addCalendarInterval } from './calendar-interval';
import { defaultReviewRules } from './default-rules';
import type { ReviewRules } from './rule-types';

export interface ReviewClock {
  /** When the decision was completed, or last reviewed if it has been (ISO 8601). */
  since: string;
  /** The next review date the investor set, for answers whose interval asks for one (ISO 8601). */
  chosen?: string | null;
}

/** The next review date (ISO 8601), or null when the answer sets none or the question is unanswered. */
export function nextReviewDate(
  answers: Answers,
  clock: ReviewClock,
  rules: ReviewRules = defaultReviewRules,
): string | null {
  const answer = answers[rules.question];
  const interval = typeof answer === 'string' ? rules.intervals[answer] : undefined;
  if (!interval) return null;
  if ('askDate' in interval) return clock.chosen ?? null;
  const since = new Date(clock.since);
  return Number.isNaN(since.getTime()) ? null : addCalendarInterval(since, interval).toISOString();
}

/** What the schedule reads of a review: when it was saved, and its answers (the next date the investor set). */
export interface ReviewMoment {
  createdAt: string;
  answers: Answers;
}

/**
 * The next review date of a completed decision given the reviews it already
 * has (any order): counted from the latest review, or from `completedAt` when
 * there is none; a date the investor sets comes from the latest review.
 */
export function decisionReviewDate(
  answers: Answers,
  completedAt: string,
  reviews: readonly ReviewMoment[],
  rules: ReviewRules = defaultReviewRules,
): string | null {
  let latest: ReviewMoment | undefined;
  for (const review of reviews) {
    if (!latest || Date.parse(review.createdAt) > Date.parse(latest.createdAt)) latest = review;
  }
  const chosen = latest?.answers[rules.review.nextDate];
  const chosenTime = typeof chosen === 'string' ? Date.parse(chosen) : Number.NaN;
  return nextReviewDate(
    answers,
    {
      since: latest?.createdAt ?? completedAt,
      chosen: Number.isNaN(chosenTime) ? null : new Date(chosenTime).toISOString(),
    },
    rules,
  );
}
