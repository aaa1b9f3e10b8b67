import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordChange, ScoreDiff } from '../scoring/score-diff';
import { largestMovers, moveMatrix, scoreChangeHistogram } from './impact-view';

const GRADES = ['system', 'stable', 'cautious', 'high-risk'];

const change = fc.record({
  kind: fc.constantFrom<RecordChange['kind']>('decision', 'assessment'),
  delta: fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double({ min: -100, max: 100, noNaN: true })),
});

function diffOf(changes: { kind: RecordChange['kind']; delta: number }[]): ScoreDiff {
  const listed = changes.map(
    ({ kind, delta }, index): RecordChange => ({
      kind,
      id: `r${index}`,
      source: 'random',
      before: { score: 50, grade: 'stable' },
      after: { score: 50 + delta, grade: 'stable' },
      delta,
      gradeChanged: false,
      causes: [],
    }),
  );
  return {
    changes: listed,
    summary: {
      decisions: { compared: 0, fixtures: 0, changedScores: 0, changedRatings: 0 },
      assessments: { compared: 0, fixtures: 0, changedScores: 0, changedTypes: 0 },
      ratingMoves: {},
      typeMoves: {},
      failures: 0,
      largestMoves: [],
      causes: [],
    },
  };
}

describe('scoreChangeHistogram', () => {
  it('counts every changed score of the kind exactly once, in the bin that holds it', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 60 }),
        fc.constantFrom<RecordChange['kind']>('decision', 'assessment'),
        (changes, kind) => {
          const diff = diffOf(changes);
          const bins = scoreChangeHistogram(diff, kind);
          const deltas = changes.filter((c) => c.kind === kind && c.delta !== 0).map(({ delta }) => delta);
          expect(bins.reduce((sum, { count }) => sum + count, 0)).toBe(deltas.length);
          expect(bins.length).toBeLessThanOrEqual(12);
          for (const delta of deltas) {
            expect(bins.some(({ from, to }) => delta >= from - 1e-9 && delta < to + 1e-9)).toBe(true);
          }
          for (const [index, bin] of bins.entries()) {
            if (index > 0) expect(bin.from).toBeCloseTo(bins[index - 1]?.to ?? Number.NaN);
          }
        },
      ),
    );
  });

  it('bins changes too small to tell apart, instead of losing them', () => {
    const bins = scoreChangeHistogram(
      diffOf([
        { kind: 'decision', delta: -2e-323 },
        { kind: 'decision', delta: 1e-323 },
      ]),
      'decision',
    );
    expect(bins.reduce((sum, { count }) => sum + count, 0)).toBe(2);
  });

  it('is empty when no score of the kind moved', () => {
    expect(scoreChangeHistogram(diffOf([{ kind: 'assessment', delta: 3 }]), 'decision')).toEqual([]);
  });
});

describe('moveMatrix', () => {
  it('puts every move of the summary in its cell, the rules\u2019 order kept, and totals them', () => {
    const pairs = fc.tuple(fc.constantFrom(...GRADES), fc.constantFrom(...GRADES)).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(
        fc.dictionary(
          pairs.map(([a, b]) => `${a} → ${b}`),
          fc.integer({ min: 1, max: 500 }),
        ),
        (moves) => {
          const matrix = moveMatrix(moves, GRADES);
          expect(matrix.grades).toEqual(GRADES);
          for (const [move, count] of Object.entries(moves)) {
            const [from = '', to = ''] = move.split(' → ');
            expect(matrix.counts[GRADES.indexOf(from)]?.[GRADES.indexOf(to)]).toBe(count);
          }
          const sum = matrix.counts.flat().reduce((a, b) => a + b, 0);
          expect(sum).toBe(Object.values(moves).reduce((a, b) => a + b, 0));
          expect(matrix.total).toBe(sum);
        },
      ),
    );
  });

  it('adds a grade the rules no longer list, so no move is lost', () => {
    expect(moveMatrix({ 'stable → retired': 2 }, ['stable']).grades).toEqual(['stable', 'retired']);
  });
});

describe('largestMovers', () => {
  it('lists the summary\u2019s largest moves with their causes, the largest cause first', () => {
    const diff = diffOf([{ kind: 'decision', delta: -9 }]);
    const first = diff.changes[0] as RecordChange;
    first.causes = [
      { rule: 'stage 1 › a', measure: 'points', before: 5, after: 4 },
      { rule: 'stage 1 › b', measure: 'points', before: 0, after: -8 },
    ];
    diff.summary.largestMoves = [{ kind: 'decision', id: first.id, delta: -9 }];
    expect(largestMovers(diff).map(({ causes }) => causes.map(({ rule }) => rule))).toEqual([
      ['stage 1 › b', 'stage 1 › a'],
    ]);
  });
});
