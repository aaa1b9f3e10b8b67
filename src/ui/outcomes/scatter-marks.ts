/**
 * What the score-against-return scatter draws: a dot per decision while there
 * are few enough to read one by one, and beyond that a dot per cell of a fixed
 * grid holding the decisions in it, so the number of dots (and the chart's
 * cost) stops growing with the journal. The grid's cells lie wholly on one side
 * of each threshold line, so a group never mixes quadrants.
 */
import { type OutcomePoint, type ProcessOutcome, QUADRANT_KEYS } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';

/**
 * Up to this many decisions each gets its own dot. A few hundred dots still
 * read as separate dots in a chart 256 px high, and recharts draws them (two SVG
 * elements each) in a few tens of milliseconds; beyond that they pile into a
 * blob that shows nothing more while its cost keeps growing with the journal.
 */
export const SINGLE_DOT_LIMIT = 300;

/**
 * Cells across each axis when grouping, at most: a cell's width is the round
 * number (1, 2 or 5 × a power of ten) at or above the axis span over this, so on
 * the 0–100 score axis a cell is 5 points wide, and with thresholds on round
 * numbers every cell edge a tooltip names is a round number too.
 */
export const GRID_CELLS = 20;

/**
 * The most marks the scatter ever draws. Moving the grid so that a threshold
 * is a cell edge can leave a part cell at each end: one cell more per axis.
 */
export const MAX_MARKS = Math.max(SINGLE_DOT_LIMIT, (GRID_CELLS + 1) ** 2);

/** The fixed score axis of the scatter. */
export const SCORE_DOMAIN: readonly [number, number] = [0, 100];

interface MarkBase {
  score: number;
  returnPct: number;
  quadrant: QuadrantKey;
  /** Decisions the mark stands for. */
  count: number;
}

/** One decision. */
export interface PointMark extends MarkBase {
  kind: 'point';
  decisionId: string;
  name: string;
  count: 1;
}

/** The decisions in one grid cell, drawn at their mean score and return. */
export interface GroupMark extends MarkBase {
  kind: 'group';
  /** The cell's edges, within the axes' domains. */
  scoreRange: [number, number];
  returnRange: [number, number];
}

export type ScatterMark = PointMark | GroupMark;

export interface ScatterMarks {
  /** The marks are groups of the grid. */
  grouped: boolean;
  /** Highest score first, then highest return, as the points come. */
  marks: ScatterMark[];
}

/** Edges that are sums of a step carry binary noise ("74.99999999") that a tooltip should not show; `+ 0` turns −0 into 0. */
const tidy = (value: number) => Math.round(value * 1e9) / 1e9 + 0;

/** The smallest of 1, 2, 5 × a power of ten not below `rough` (with a hair's allowance for float noise). */
function roundWidth(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= rough * (1 - 1e-9)) ?? 10;
  return factor * power;
}

/**
 * An axis cut into cells of equal width, shifted so that `threshold` is a cell
 * edge. Cell `i` spans threshold + i·width up to the next edge; the cells at the
 * ends are cut back to the domain. A value outside the domain joins the end
 * cell on its own side of the threshold, never the other side's.
 */
function thresholdGrid(domain: readonly [number, number], threshold: number, cells: number) {
  // `+ 0`: an axis from −0 would name a cell "−0% to +10%".
  const low = Math.min(domain[0], threshold) + 0;
  const high = Math.max(domain[1], threshold) + 0;
  const width = roundWidth(high > low ? (high - low) / cells : 1);
  // Cells each side of the threshold; at least one, so that the clamp keeps a value's side. The
  // allowance keeps a threshold a float's hair off an edge from adding a cell of no width.
  const first = -Math.max(1, Math.ceil((threshold - low) / width - 1e-9));
  const last = Math.max(1, Math.ceil((high - threshold) / width - 1e-9)) - 1;
  // The threshold itself stays exact: tidying it could move a cell across the line.
  const edge = (index: number) => (index === 0 ? threshold : tidy(threshold + index * width));
  return {
    // The side comes from the comparison quadrantOf makes, not from the division, which can round a
    // value a hair below the threshold to a quotient of −0.
    index: (value: number) => {
      const index = Math.floor((value - threshold) / width);
      return value >= threshold ? Math.min(last, Math.max(0, index)) : Math.max(first, Math.min(-1, index));
    },
    range: (index: number): [number, number] => [Math.max(low, edge(index)), Math.min(high, edge(index + 1))],
  };
}

interface Cell {
  scoreIndex: number;
  returnIndex: number;
  quadrant: QuadrantKey;
  count: number;
  scoreSum: number;
  returnSum: number;
}

export function scatterMarks(
  points: readonly OutcomePoint[],
  thresholds: ProcessOutcome['thresholds'],
  returnDomain: readonly [number, number],
): ScatterMarks {
  if (points.length <= SINGLE_DOT_LIMIT) {
    return {
      grouped: false,
      marks: points.map((point) => ({
        kind: 'point',
        decisionId: point.decisionId,
        name: point.name,
        score: point.score,
        returnPct: point.returnPct,
        quadrant: point.quadrant,
        count: 1,
      })),
    };
  }
  const scores = thresholdGrid(SCORE_DOMAIN, thresholds.minScore, GRID_CELLS);
  const returns = thresholdGrid(returnDomain, thresholds.minReturn, GRID_CELLS);
  const cells = new Map<string, Cell>();
  for (const point of points) {
    const scoreIndex = scores.index(point.score);
    const returnIndex = returns.index(point.returnPct);
    // The quadrant belongs to the key too: whatever side a point exactly on a line falls, its group is its quadrant's.
    const key = `${scoreIndex} ${returnIndex} ${point.quadrant}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { scoreIndex, returnIndex, quadrant: point.quadrant, count: 0, scoreSum: 0, returnSum: 0 };
      cells.set(key, cell);
    }
    cell.count++;
    cell.scoreSum += point.score;
    cell.returnSum += point.returnPct;
  }
  const ordered = [...cells.values()].sort(
    (a, b) =>
      b.scoreIndex - a.scoreIndex ||
      b.returnIndex - a.returnIndex ||
      QUADRANT_KEYS.indexOf(a.quadrant) - QUADRANT_KEYS.indexOf(b.quadrant),
  );
  return {
    grouped: true,
    marks: ordered.map((cell) => ({
      kind: 'group',
      score: cell.scoreSum / cell.count,
      returnPct: cell.returnSum / cell.count,
      quadrant: cell.quadrant,
      count: cell.count,
      scoreRange: scores.range(cell.scoreIndex),
      returnRange: returns.range(cell.returnIndex),
    })),
  };
}
