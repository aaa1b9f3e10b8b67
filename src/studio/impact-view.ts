/**
 * The impact panel's figures, read off the command line's diff (ScoreDiff) and
 * nothing else, so the panel can only show the numbers `content -- diff --json`
 * prints: the grade moves as a before → after matrix, the score changes as a
 * histogram, and the largest moves with the rules that caused them.
 */
import { largestCausesFirst, type RecordChange, type RuleSet, type ScoreDiff } from '../scoring/score-diff';

export type ImpactKind = RecordChange['kind'];

/** How score-diff names a grade move: "stable → cautious". */
const MOVE = ' → ';

/** The grades of a kind in the order the rules list them (either side's), for the matrix's rows and columns. */
export function gradeOrder(kind: ImpactKind, sides: readonly RuleSet[]): string[] {
  const keys = sides.flatMap((rules) =>
    kind === 'decision' ? rules.evaluation.ratings.map(({ key }) => key) : rules.risk.profiles.map(({ key }) => key),
  );
  return [...new Set<string>(keys)];
}

export interface MoveMatrix {
  grades: string[];
  /** counts[from][to]: how many records moved from one grade to the other; the diagonal is 0 (a kept grade is no move). */
  counts: number[][];
  total: number;
}

/** The moves of the diff's summary ("a → b" → count) as a square table over `order` (and any grade it lacks). */
export function moveMatrix(moves: Readonly<Record<string, number>>, order: readonly string[]): MoveMatrix {
  const pairs = Object.entries(moves).map(([move, count]) => {
    const [from = '', to = ''] = move.split(MOVE);
    return { from, to, count };
  });
  const grades = [...new Set([...order, ...pairs.flatMap(({ from, to }) => [from, to])])];
  const counts = grades.map(() => grades.map(() => 0));
  let total = 0;
  for (const { from, to, count } of pairs) {
    const row = counts[grades.indexOf(from)];
    if (row) row[grades.indexOf(to)] = count;
    total += count;
  }
  return { grades, counts, total };
}

export interface HistogramBin {
  /** The bin holds changes from `from` up to (not including) `to`. */
  from: number;
  to: number;
  count: number;
}

/** A bin width of 1, 2 or 5 times a power of ten, so about `bins` bins cover `range`. */
/**
 * The narrowest bin. Score changes closer together than this are float noise, and a narrower
 * width would be lost in the arithmetic of its own edges (a width of 0, or bins that hold nothing).
 */
const FINEST_WIDTH = 1e-6;

function niceWidth(range: number, bins: number): number {
  const rough = range / bins;
  if (!(rough > 0)) return 1;
  if (rough < FINEST_WIDTH) return FINEST_WIDTH;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].map((step) => step * power).find((width) => width >= rough) ?? 10 * power) as number;
}

/** The score changes of one kind (records whose score moved), in bins of a round width. */
export function scoreChangeHistogram(diff: ScoreDiff, kind: ImpactKind, bins = 10): HistogramBin[] {
  const deltas = diff.changes.filter((change) => change.kind === kind && change.delta !== 0).map(({ delta }) => delta);
  if (deltas.length === 0) return [];
  const low = Math.min(...deltas);
  const high = Math.max(...deltas);
  const width = niceWidth(high - low, bins);
  const start = Math.floor(low / width) * width;
  const size = Math.floor((high - start) / width) + 1;
  const histogram = Array.from({ length: size }, (_, index) => ({
    from: start + index * width,
    to: start + (index + 1) * width,
    count: 0,
  }));
  for (const delta of deltas) {
    const bin = histogram[Math.min(size - 1, Math.max(0, Math.floor((delta - start) / width)))];
    if (bin) bin.count += 1;
  }
  return histogram;
}

/** The records the summary lists as moving most, each with its causes, the largest first. */
export function largestMovers(diff: ScoreDiff): RecordChange[] {
  return diff.summary.largestMoves.flatMap(({ kind, id }) => {
    const change = diff.changes.find((candidate) => candidate.kind === kind && candidate.id === id);
    return change ? [{ ...change, causes: largestCausesFirst(change.causes) }] : [];
  });
}
