/**
 * The score diff over the records an edit is judged on: the fixtures first,
 * then the seeded random set drawn with the current rules. Written once so the
 * command line (`content -- diff`) and the studio's impact panel, which runs it
 * in a worker, always count the same records and report the same numbers.
 */
import { type DiffRecords, randomRecords } from './random-records';
import { diffScores, type RuleSet, type ScoreDiff } from './score-diff';

/** How many random decisions (and as many assessments) are drawn, and from which seed, unless asked otherwise. */
export const DIFF_DEFAULTS = { count: 1000, seed: 1 } as const;

export function diffOverRecords(
  current: RuleSet,
  edited: RuleSet,
  fixtures: DiffRecords,
  count: number = DIFF_DEFAULTS.count,
  seed: number = DIFF_DEFAULTS.seed,
): ScoreDiff {
  const random = randomRecords(current, count, seed);
  return diffScores(current, edited, {
    decisions: [...fixtures.decisions, ...random.decisions],
    assessments: [...fixtures.assessments, ...random.assessments],
  });
}
