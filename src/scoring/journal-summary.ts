/**
 * What the dashboard shows of the investor's journal (their decisions and the
 * reviews of them), worked out in one place: each completed decision's next
 * review date and which are due, process versus outcome, the calibration of
 * the forecasts, and the strategy hint. Every rule comes from scoring-rules/
 * through the modules this one calls.
 */
import type { Answers } from '../content/types';
import { type CalibrationDecision, calibrationOf } from './calibration-report';
import type { CalibrationReport } from './calibration-types';
import { defaultReviewRules } from './default-rules';
import { dueReviews } from './due-reviews';
import { type OutcomeDecision, type OutcomeReview, type ProcessOutcome, processOutcome } from './process-outcome';
import { decisionReviewDate } from './review-schedule';
import type { ReviewRules } from './rule-types';
import { type DecisionScoreSummary, strategyHint } from './strategy-hint';
import type { StrategyHint } from './types';

/** The part of a stored decision the summary reads (a subset of `Decision`). */
export interface JournalDecision extends OutcomeDecision, CalibrationDecision, DecisionScoreSummary {
  /** At least the answers to `journalAnswerKeys()`; no other answer is read. */
  answers: Answers;
  /** When it was last saved (ISO 8601): for a completed decision, its completion or its evaluation. */
  updatedAt: string;
}

export interface JournalSummary<D> {
  /** Each completed decision's next review date, by id; null when its answers set none. */
  reviewDates: ReadonlyMap<string, string | null>;
  /** The completed decisions whose review date has come, the longest overdue first. */
  due: { decision: D; daysOverdue: number }[];
  /** Null until a decision of the journal has a review (reviews of deleted decisions do not count). */
  outcome: ProcessOutcome | null;
  /** Always there: before the first forecast it says what will appear and when. */
  calibration: CalibrationReport;
  /** Null while no decision is both completed and evaluated. */
  hint: StrategyHint | null;
}

/**
 * The questions whose answers the summary reads of each decision (the review
 * schedule's), so the journal loads those answers and no others.
 */
export function journalAnswerKeys(rules: ReviewRules = defaultReviewRules): string[] {
  return [rules.question];
}

/**
 * Each completed decision's next review date. A schedule counts from the
 * decision's latest review or, before its first, from its last save, which for a
 * completed decision is its completion (or its evaluation, after which it no
 * longer changes).
 */
function reviewDatesOf(decisions: readonly JournalDecision[], reviews: readonly OutcomeReview[]) {
  const byDecision = new Map<string, OutcomeReview[]>();
  for (const review of reviews) {
    const list = byDecision.get(review.decisionId);
    if (list) list.push(review);
    else byDecision.set(review.decisionId, [review]);
  }
  return new Map(
    decisions
      .filter((decision) => decision.completed)
      .map((decision) => [
        decision.id,
        decisionReviewDate(decision.answers, decision.updatedAt, byDecision.get(decision.id) ?? []),
      ]),
  );
}

/** Process versus outcome once some decision of the journal has a review it could place or count as left out. */
function outcomeOf(decisions: readonly JournalDecision[], reviews: readonly OutcomeReview[]): ProcessOutcome | null {
  if (reviews.length === 0) return null;
  const outcome = processOutcome(decisions, reviews);
  return outcome.points.length + outcome.excluded.notEvaluated + outcome.excluded.noReturn > 0 ? outcome : null;
}

/** The journal's summary at the moment `now` (which reviews are due depends on it, nothing else does). */
export function journalSummary<D extends JournalDecision>(
  decisions: readonly D[],
  reviews: readonly OutcomeReview[],
  now: Date,
): JournalSummary<D> {
  const reviewDates = reviewDatesOf(decisions, reviews);
  const scheduled = decisions.flatMap((decision) =>
    reviewDates.has(decision.id) ? [{ item: decision, dueAt: reviewDates.get(decision.id) ?? null }] : [],
  );
  return {
    reviewDates,
    due: dueReviews(scheduled, now).map(({ item, daysOverdue }) => ({ decision: item, daysOverdue })),
    outcome: outcomeOf(decisions, reviews),
    calibration: calibrationOf(decisions, reviews),
    hint: strategyHint(decisions),
  };
}
