/**
 * You versus your reviewers: a reviewer who gave a second opinion on a
 * completed decision also gave their own forecast (the same locked questions
 * the investor answered). When the decision's first review after completion
 * resolves the investor's forecast (the one rule of `forecastsAtReview`, shared
 * with the calibration page), it resolves the reviewers' forecasts too, and
 * each is Brier-scored. Which question holds the probability comes from the
 * rules' `forecast` section, as for the investor's own calibration.
 */
import type { Answers } from '../content/types';
import {
  brierScore,
  type CalibrationDecision,
  forecastProbability,
  forecastsAtReview,
  reviewOutcome,
} from './calibration-report';
import { defaultCalibrationRules } from './default-rules';
import type { OutcomeReview } from './process-outcome';
import type { CalibrationRules } from './rule-types';

/**
 * What the comparison reads of an imported second opinion: the shape of
 * `SecondOpinion` (src/data/second-opinion.ts), restated because scoring
 * imports nothing of the data layer; a `SecondOpinion[]` is passed as it is.
 */
export interface ReviewerOpinion {
  /** The response's id: the same response imported twice counts once. */
  id: string;
  decisionId: string;
  response: {
    reviewer: string;
    /** ISO 8601. */
    respondedAt: string;
    /** The reviewer's answers to the decision bank's locked (forecast) questions. */
    forecast: Answers;
  };
}

/** A Brier score over n scored forecasts (0 is perfect; lower is better). */
export interface BrierOf {
  brier: number;
  n: number;
}

export interface ReviewerForecastScore {
  opinionId: string;
  reviewer: string;
  /** The reviewer's stated probability, 0-1. */
  probability: number;
  /** Their squared error on this decision. */
  brier: number;
}

/** One resolved decision with second opinions: the investor's forecast and each reviewer's, scored. */
export interface ComparedDecision {
  decisionId: string;
  name: string;
  outcome: 0 | 1;
  resolvedAt: string;
  you: { probability: number; brier: number };
  reviewers: ReviewerForecastScore[];
}

export interface ReviewerComparison extends BrierOf {
  name: string;
  /** The investor's Brier score over the same decisions this reviewer forecast. */
  yourBrier: number;
}

export interface ReviewerCalibration {
  /** Oldest resolution first. */
  decisions: ComparedDecision[];
  you: BrierOf;
  reviewers: BrierOf;
  /** By reviewer name, alphabetically. */
  byReviewer: ReviewerComparison[];
}

const square = (x: number) => x * x;
const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;

/** A reviewer who responded twice on one decision keeps their latest forecast: one voice per reviewer and decision. */
function latestPerReviewer(opinions: readonly ReviewerOpinion[]): ReviewerOpinion[] {
  const byName = new Map<string, ReviewerOpinion>();
  for (const opinion of opinions) {
    const kept = byName.get(opinion.response.reviewer);
    const later =
      !kept ||
      Date.parse(opinion.response.respondedAt) > Date.parse(kept.response.respondedAt) ||
      (opinion.response.respondedAt === kept.response.respondedAt && opinion.id > kept.id);
    if (later) byName.set(opinion.response.reviewer, opinion);
  }
  return [...byName.values()];
}

/**
 * Compares the investor's forecasts with their reviewers' over the SAME
 * resolved decisions: only decisions whose forecast is resolved with an
 * outcome of 0 or 1 and that have at least one reviewer forecast count, for
 * both sides. Scoring the investor over all their decisions and the reviewers
 * over the few they saw would compare different questions (some theses are
 * easier to call than others), not different forecasters.
 *
 * Each decision weighs the same on both sides: `reviewers` averages the
 * reviewers' squared errors per decision first, so a decision three reviewers
 * looked at does not count three times against the investor's once. Both n
 * are the number of decisions. `byReviewer` scores each reviewer over the
 * decisions they forecast, with the investor's score on those same ones.
 *
 * A reviewer's forecast counts only when given no later than the review that
 * resolved it: one written after knew what the investor could not. The same
 * result for any order of the input.
 */
export function reviewerCalibrationOf(
  decisions: readonly CalibrationDecision[],
  reviews: readonly OutcomeReview[],
  opinions: readonly ReviewerOpinion[],
  rules: CalibrationRules = defaultCalibrationRules,
): ReviewerCalibration {
  const opinionsOf = new Map<string, ReviewerOpinion[]>();
  const seen = new Set<string>();
  for (const opinion of opinions) {
    if (seen.has(opinion.id)) continue;
    seen.add(opinion.id);
    const list = opinionsOf.get(opinion.decisionId);
    if (list) list.push(opinion);
    else opinionsOf.set(opinion.decisionId, [opinion]);
  }

  const compared: ComparedDecision[] = [];
  for (const { decision, probability, review } of forecastsAtReview(decisions, reviews, rules)) {
    if (!review) continue;
    const outcome = reviewOutcome(review, rules);
    if (outcome === null) continue;
    const resolvedAt = Date.parse(review.createdAt);
    const given = (opinionsOf.get(decision.id) ?? []).filter(
      (opinion) =>
        Date.parse(opinion.response.respondedAt) <= resolvedAt &&
        forecastProbability(opinion.response.forecast, rules) !== null,
    );
    const reviewers = latestPerReviewer(given)
      .map((opinion): ReviewerForecastScore => {
        const stated = forecastProbability(opinion.response.forecast, rules) as number;
        return {
          opinionId: opinion.id,
          reviewer: opinion.response.reviewer,
          probability: stated,
          brier: square(stated - outcome),
        };
      })
      .sort((a, b) => compareText(a.reviewer, b.reviewer));
    if (reviewers.length === 0) continue;
    compared.push({
      decisionId: decision.id,
      name: decision.name,
      outcome,
      resolvedAt: review.createdAt,
      you: { probability, brier: brierScore([{ probability, outcome }]) },
      reviewers,
    });
  }
  compared.sort(
    (a, b) => Date.parse(a.resolvedAt) - Date.parse(b.resolvedAt) || compareText(a.decisionId, b.decisionId),
  );

  const n = compared.length;
  const byName = new Map<string, { theirs: number[]; yours: number[] }>();
  for (const decision of compared) {
    for (const reviewer of decision.reviewers) {
      const entry = byName.get(reviewer.reviewer) ?? { theirs: [], yours: [] };
      entry.theirs.push(reviewer.brier);
      entry.yours.push(decision.you.brier);
      byName.set(reviewer.reviewer, entry);
    }
  }
  return {
    decisions: compared,
    you: { brier: n === 0 ? 0 : mean(compared.map((decision) => decision.you.brier)), n },
    reviewers: {
      brier: n === 0 ? 0 : mean(compared.map((decision) => mean(decision.reviewers.map(({ brier }) => brier)))),
      n,
    },
    byReviewer: [...byName.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([name, { theirs, yours }]) => ({ name, brier: mean(theirs), n: theirs.length, yourBrier: mean(yours) })),
  };
}

/** Code-point order: the same on every machine, unlike a locale's collation. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
