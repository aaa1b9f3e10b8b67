/**
 * The problems of `after` that `before` did not have: what an edit brought in.
 * A save is refused for these only, so a problem already on disk in another
 * file does not stop every other file from being saved.
 */
import { formatProblem, type Problem } from '../../src/content/problem.ts';

export function newProblems(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const known = new Set(before.map(formatProblem));
  return after.filter((problem) => !known.has(formatProblem(problem)));
}
