import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiffLine } from '../../src/studio/studio-api-types.ts';
import { lineDiff } from './line-diff.ts';

/** Texts over few distinct lines, so they share many and differ in many ways. */
const text = fc
  .array(fc.constantFrom('{', '}', '  "a": 1,', '  "b": "x"', '"zh": "是"', ''), { maxLength: 14 })
  .map((lines) => lines.join('\n'));

const side = (lines: DiffLine[], kind: 'removed' | 'added') =>
  lines.filter((line) => line.kind !== kind).map(({ text: line }) => line);
const linesOf = (value: string) => (value === '' ? [] : value.replace(/\n$/, '').split('\n'));

/** Longest common subsequence length, computed the obvious way. */
function lcs(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    b.forEach((y, j) => {
      const above = row[j + 1] as number;
      row[j + 1] = x === y ? diagonal + 1 : Math.max(above, row[j] as number);
      diagonal = above;
    });
  }
  return row[b.length] as number;
}

describe('lineDiff', () => {
  it('gives back either text from its lines: removed and same lines are the old one, added and same the new', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = lineDiff(before, after);
        expect(side(lines, 'added')).toEqual(linesOf(before));
        expect(side(lines, 'removed')).toEqual(linesOf(after));
      }),
    );
  });

  it('keeps as many lines unchanged as the texts share, so no kept line shows as removed and added', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const kept = lineDiff(before, after).filter(({ kind }) => kind === 'same').length;
        expect(kept).toBe(lcs(linesOf(before), linesOf(after)));
      }),
    );
  });

  it('numbers each line in the text it belongs to', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = lineDiff(before, after);
        expect(lines.flatMap(({ before: n }) => (n ? [n] : []))).toEqual(linesOf(before).map((_, i) => i + 1));
        expect(lines.flatMap(({ after: n }) => (n ? [n] : []))).toEqual(linesOf(after).map((_, i) => i + 1));
      }),
    );
  });

  it('shows a one-word edit as one line removed and one added', () => {
    const before = '{\n  "label": { "zh": "短期", "en": "Short" },\n  "value": "short"\n}\n';
    const after = before.replace('短期', '短期（一年内）');
    expect(lineDiff(before, after).filter(({ kind }) => kind !== 'same')).toEqual([
      { kind: 'removed', text: '  "label": { "zh": "短期", "en": "Short" },', before: 2 },
      { kind: 'added', text: '  "label": { "zh": "短期（一年内）", "en": "Short" },', after: 2 },
    ]);
  });

  it('shows a file rewritten whole, too large to align, as removed then added', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join('\n');
    const lines = lineDiff(before, after);
    expect(lines).toHaveLength(6000);
    expect(lines[0]?.kind).toBe('removed');
    expect(lines[5999]?.kind).toBe('added');
  });
});
