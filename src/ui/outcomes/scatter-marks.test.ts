import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOutcomeRules } from '../../scoring/default-rules';
import { type OutcomePoint, type ProcessOutcome, quadrantOf } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';
import { returnAxis } from './return-axis';
import { sampleOutcome } from './sample-outcomes';
import { GRID_CELLS, MAX_MARKS, type ScatterMark, SINGLE_DOT_LIMIT, scatterMarks } from './scatter-marks';

type Thresholds = ProcessOutcome['thresholds'];

const GOOD_PROCESS = new Set<QuadrantKey>(['earned', 'badBreak']);
const GOOD_OUTCOME = new Set<QuadrantKey>(['earned', 'dumbLuck']);

function rulesWith({ minScore, minReturn }: Thresholds) {
  return { ...defaultOutcomeRules, goodProcess: { minScore }, goodOutcome: { minReturn } };
}

function marksOf(points: OutcomePoint[], thresholds: Thresholds) {
  const { domain } = returnAxis([thresholds.minReturn, ...points.map((point) => point.returnPct)]);
  return { domain, ...scatterMarks(points, thresholds, domain) };
}

/** Thresholds anywhere on the axes, and points around them (some exactly on a line), placed by those thresholds. */
const thresholdsArb = fc.record({
  minScore: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
  minReturn: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ min: -50, max: 50, noNaN: true })),
});

function pointsArb(thresholds: Thresholds, minLength: number, maxLength: number) {
  const rules = rulesWith(thresholds);
  const score = fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.constant(thresholds.minScore),
  );
  const returnPct = fc.oneof(
    fc.double({ min: -100, max: 1000, noNaN: true }).map((x) => Math.round(x * 10) / 10),
    fc.constant(thresholds.minReturn),
  );
  // size 'max': lengths across the whole range, not bunched near the minimum.
  return fc.array(fc.tuple(score, returnPct), { minLength, maxLength, size: 'max' }).map((pairs) =>
    pairs.map(
      ([s, r], i): OutcomePoint => ({
        decisionId: `decision-${i}`,
        name: `Decision ${i}`,
        score: s,
        returnPct: r,
        overBenchmark: false,
        quadrant: quadrantOf(s, r, rules),
        reviewedAt: '2025-01-01T00:00:00.000Z',
      }),
    ),
  );
}

const caseArb = (minLength: number, maxLength: number) =>
  thresholdsArb.chain((thresholds) =>
    pointsArb(thresholds, minLength, maxLength).map((points) => ({ thresholds, points })),
  );

/** Past the limit, where the points are grouped. */
const grouped = caseArb(SINGLE_DOT_LIMIT + 1, 3 * SINGLE_DOT_LIMIT);
/** Both sides of the limit: up to it one dot each, past it grouped. */
const anySize = fc.oneof(caseArb(0, SINGLE_DOT_LIMIT), grouped);

const inRange = (value: number, [from, to]: [number, number]) => value >= from - 1e-9 && value <= to + 1e-9;

describe('scatterMarks', () => {
  it('accounts for every decision exactly once, in its own quadrant', () => {
    fc.assert(
      fc.property(anySize, ({ thresholds, points }) => {
        const { marks } = marksOf(points, thresholds);
        expect(marks.reduce((sum, mark) => sum + mark.count, 0)).toBe(points.length);
        const rules = rulesWith(thresholds);
        for (const quadrant of ['earned', 'badBreak', 'dumbLuck', 'deserved'] as const) {
          const inQuadrant = (mark: ScatterMark) => mark.quadrant === quadrant;
          expect(marks.filter(inQuadrant).reduce((sum, mark) => sum + mark.count, 0)).toBe(
            points.filter((point) => quadrantOf(point.score, point.returnPct, rules) === quadrant).length,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never lets a group mix quadrants: its cell lies on its quadrant’s side of both lines and holds its points', () => {
    fc.assert(
      fc.property(anySize, ({ thresholds, points }) => {
        const { marks } = marksOf(points, thresholds);
        const rules = rulesWith(thresholds);
        for (const mark of marks) {
          if (mark.kind !== 'group') continue;
          const [scoreFrom, scoreTo] = mark.scoreRange;
          const [returnFrom, returnTo] = mark.returnRange;
          if (GOOD_PROCESS.has(mark.quadrant)) expect(scoreFrom).toBeGreaterThanOrEqual(thresholds.minScore);
          else expect(scoreTo).toBeLessThanOrEqual(thresholds.minScore);
          if (GOOD_OUTCOME.has(mark.quadrant)) expect(returnFrom).toBeGreaterThanOrEqual(thresholds.minReturn);
          else expect(returnTo).toBeLessThanOrEqual(thresholds.minReturn);
          // Drawn at the mean of its points, so inside its cell.
          expect(inRange(mark.score, mark.scoreRange)).toBe(true);
          expect(inRange(mark.returnPct, mark.returnRange)).toBe(true);
        }
        for (const point of points) {
          const quadrant = quadrantOf(point.score, point.returnPct, rules);
          const holders = marks.filter(
            (mark) =>
              mark.quadrant === quadrant &&
              (mark.kind === 'point'
                ? mark.decisionId === point.decisionId
                : inRange(point.score, mark.scoreRange) && inRange(point.returnPct, mark.returnRange)),
          );
          expect(holders.length).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('draws no more marks than the grid has cells, however many decisions there are', () => {
    fc.assert(
      fc.property(fc.oneof(anySize, caseArb(3000, 5000)), ({ thresholds, points }) => {
        const { marks, grouped } = marksOf(points, thresholds);
        expect(grouped).toBe(points.length > SINGLE_DOT_LIMIT);
        expect(marks.length).toBeLessThanOrEqual(Math.min(points.length, MAX_MARKS));
        if (grouped) expect(marks.length).toBeLessThanOrEqual((GRID_CELLS + 1) ** 2);
      }),
      { numRuns: 40 },
    );
  });

  it('gives each decision its own mark up to the limit, in the order the points come', () => {
    fc.assert(
      fc.property(caseArb(0, SINGLE_DOT_LIMIT), ({ thresholds, points }) => {
        const { marks, grouped } = marksOf(points, thresholds);
        expect(grouped).toBe(false);
        expect(marks).toEqual(
          points.map((point) => ({
            kind: 'point',
            decisionId: point.decisionId,
            name: point.name,
            score: point.score,
            returnPct: point.returnPct,
            quadrant: point.quadrant,
            count: 1,
          })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('groups the same way whatever order the points come in, highest score first', () => {
    fc.assert(
      fc.property(grouped, fc.integer(), ({ thresholds, points }, seed) => {
        const shuffled = [...points];
        let state = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
          const j = Math.abs(state) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j] as OutcomePoint, shuffled[i] as OutcomePoint];
        }
        const cells = (marks: ScatterMark[]) =>
          marks.map((mark) =>
            mark.kind === 'group' ? [mark.quadrant, mark.count, mark.scoreRange, mark.returnRange] : [],
          );
        const a = marksOf(points, thresholds).marks;
        const b = marksOf(shuffled, thresholds).marks;
        expect(cells(b)).toEqual(cells(a));
        b.forEach((mark, i) => {
          expect(mark.score).toBeCloseTo(a[i]?.score as number, 6);
          expect(mark.returnPct).toBeCloseTo(a[i]?.returnPct as number, 6);
        });
        for (let i = 1; i < a.length; i++) {
          const [previous, current] = [a[i - 1] as ScatterMark, a[i] as ScatterMark];
          if (previous.kind === 'group' && current.kind === 'group')
            expect(current.scoreRange[0]).toBeLessThanOrEqual(previous.scoreRange[0]);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('cuts the sample journal into round cells with the threshold lines on their edges', () => {
    const outcome = sampleOutcome(2500, { spread: true });
    const { marks, grouped, domain } = marksOf(outcome.points, outcome.thresholds);
    expect(grouped).toBe(true);
    expect(marks.length).toBeGreaterThan(12);
    expect(marks.length).toBeLessThanOrEqual(GRID_CELLS ** 2);
    // Returns from -40% to 70% or so: an axis of about 150 points, cut into cells of 10.
    expect(domain[1] - domain[0]).toBeGreaterThan(100);
    expect(domain[1] - domain[0]).toBeLessThanOrEqual(200);
    for (const mark of marks) {
      if (mark.kind !== 'group') throw new Error('expected groups');
      expect(mark.scoreRange[1] - mark.scoreRange[0]).toBe(5);
      expect(Math.abs(mark.scoreRange[0] % 5)).toBe(0);
      expect(mark.returnRange[1] - mark.returnRange[0]).toBe(10);
      expect(Math.abs(mark.returnRange[0] % 10)).toBe(0);
    }
    // A point on both lines (score 70, return 0%) counts as a good process and a good outcome.
    const onLines: OutcomePoint = {
      ...(outcome.points[0] as OutcomePoint),
      score: 70,
      returnPct: 0,
      quadrant: 'earned',
    };
    const onlyThem = Array.from({ length: SINGLE_DOT_LIMIT + 1 }, () => onLines);
    expect(marksOf(onlyThem, outcome.thresholds).marks).toEqual([
      expect.objectContaining({ quadrant: 'earned', count: SINGLE_DOT_LIMIT + 1, scoreRange: [70, 75] }),
    ]);
  });
});
