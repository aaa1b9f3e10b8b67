import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Row } from '../store';
import { type ImportBatch, importBatches } from './import-batches';

const LISTS = ['decisions', 'riskAssessments', 'reviews', 'sharedPackets', 'secondOpinions'] as const;
type ListName = (typeof LISTS)[number];

const rowsArbitrary = fc.array(fc.record({ id: fc.uuid(), text: fc.string({ maxLength: 300 }) }), { maxLength: 30 });
const dataArbitrary = fc.record(
  Object.fromEntries(LISTS.map((list) => [list, rowsArbitrary])) as Record<ListName, typeof rowsArbitrary>,
);

const parsed = (batches: ImportBatch[], list: ListName) => batches.flatMap((batch) => JSON.parse(batch[list]) as Row[]);

const empty = (): Record<ListName, Row[]> => ({
  decisions: [],
  riskAssessments: [],
  reviews: [],
  sharedPackets: [],
  secondOpinions: [],
});

describe('importBatches', () => {
  it('cuts the rows into batches of about the size asked, in order, losing none (200 runs)', () => {
    fc.assert(
      fc.property(dataArbitrary, fc.integer({ min: 1, max: 3000 }), (data, max) => {
        const batches = [...importBatches(data, max)];
        for (const list of LISTS) expect(parsed(batches, list)).toEqual(data[list]);
        expect(batches.reduce((sum, batch) => sum + batch.records, 0)).toBe(
          LISTS.reduce((sum, list) => sum + data[list].length, 0),
        );
        for (const batch of batches) {
          const size = LISTS.reduce((sum, list) => sum + batch[list].length, 0);
          // A row larger than the size makes a batch of its own; each list adds its two brackets.
          expect(size <= max + 2 * LISTS.length || batch.records === 1).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the order the database needs: no decision after a review or a second opinion, across batches too', () => {
    const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}` }));
    const batches = [
      ...importBatches(
        {
          decisions: rows(5, 'd'),
          riskAssessments: rows(2, 'a'),
          reviews: rows(5, 'r'),
          sharedPackets: rows(2, 'p'),
          secondOpinions: rows(3, 'o'),
        },
        40,
      ),
    ];
    expect(batches.length).toBeGreaterThan(3);
    const order = batches.flatMap((batch) =>
      LISTS.flatMap((list) => parsed([batch], list)).map((row) => String(row.id)[0]),
    );
    expect(order.join('')).toBe('dddddaarrrrrppooo');
  });

  it('gives one empty batch for a file with no records: its call still writes the profile', () => {
    expect([...importBatches(empty())]).toEqual([
      { decisions: '[]', riskAssessments: '[]', reviews: '[]', sharedPackets: '[]', secondOpinions: '[]', records: 0 },
    ]);
  });
});
