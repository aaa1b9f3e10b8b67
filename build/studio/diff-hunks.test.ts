import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiffLine } from '../../src/studio/studio-api-types.ts';
import { diffHunks } from './diff-hunks.ts';

const kinds = fc.array(fc.constantFrom<DiffLine['kind']>('same', 'same', 'same', 'added', 'removed'), {
  maxLength: 60,
});
const linesOf = (list: DiffLine['kind'][]): DiffLine[] => list.map((kind, index) => ({ kind, text: `line ${index}` }));

describe('diffHunks', () => {
  it('holds every changed line once, in order, and nothing when nothing changed', () => {
    fc.assert(
      fc.property(kinds, fc.nat(4), (list, context) => {
        const lines = linesOf(list);
        const shown = diffHunks(lines, context).flatMap((hunk) => hunk.lines);
        expect(shown.filter(({ kind }) => kind !== 'same')).toEqual(lines.filter(({ kind }) => kind !== 'same'));
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown.map((line) => lines.indexOf(line))).toEqual(
          [...shown.map((line) => lines.indexOf(line))].sort((a, b) => a - b),
        );
      }),
    );
  });

  it('keeps at most `context` unchanged lines around each change, and splits runs further apart than twice that', () => {
    fc.assert(
      fc.property(kinds, fc.nat(4), (list, context) => {
        const lines = linesOf(list);
        for (const hunk of diffHunks(lines, context)) {
          const changed = hunk.lines.map((line, index) => (line.kind === 'same' ? -1 : index)).filter((i) => i >= 0);
          expect(changed[0]).toBeLessThanOrEqual(context);
          expect(hunk.lines.length - 1 - (changed.at(-1) ?? 0)).toBeLessThanOrEqual(context);
          const first = lines.indexOf(hunk.lines[0] as DiffLine);
          expect(hunk.lines).toEqual(lines.slice(first, first + hunk.lines.length));
        }
        const hunks = diffHunks(lines, context);
        for (let index = 1; index < hunks.length; index += 1) {
          const gap =
            lines.indexOf(hunks[index]?.lines[0] as DiffLine) -
            lines.indexOf(hunks[index - 1]?.lines.at(-1) as DiffLine);
          expect(gap).toBeGreaterThan(0);
        }
      }),
    );
    expect(diffHunks(linesOf(['same', 'same']))).toEqual([]);
  });
});
