/** Which decisions each dashboard card shows. Pure, so the cards agree. */
import type { Decision } from '../../data/types';

type Status = Pick<Decision, 'completed' | 'evaluated'>;

/** Active: not completed, or completed but not yet evaluated. */
export function isActive(decision: Status): boolean {
  return !decision.completed || !decision.evaluated;
}

/** Done: completed and evaluated. */
export function isEvaluated(decision: Status): boolean {
  return decision.completed && decision.evaluated;
}

/** The stored score, falling back to the result's total for rows written before the score column was filled. */
export function scoreOf(decision: Pick<Decision, 'evaluationScore' | 'evaluationResult'>): number | null {
  return decision.evaluationScore ?? decision.evaluationResult?.totalScore ?? null;
}

/** A new array, newest first by creation time (ISO timestamps compare as strings). */
export function newestFirst<T extends Pick<Decision, 'createdAt'>>(decisions: readonly T[]): T[] {
  return [...decisions].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
