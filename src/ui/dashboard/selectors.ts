/** Which decisions each dashboard card shows. Pure, so the cards agree. */
import type { DecisionSummary } from '../../data/types';

type Status = Pick<DecisionSummary, 'completed' | 'evaluated'>;

/** Active: not completed, or completed but not yet evaluated. */
export function isActive(decision: Status): boolean {
  return !decision.completed || !decision.evaluated;
}

/** Done: completed and evaluated. */
export function isEvaluated(decision: Status): boolean {
  return decision.completed && decision.evaluated;
}

/** A new array, newest first by creation time (ISO timestamps compare as strings). */
export function newestFirst<T extends Pick<DecisionSummary, 'createdAt'>>(decisions: readonly T[]): T[] {
  return [...decisions].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
