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
