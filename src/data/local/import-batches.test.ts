import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Row } from '../store';
import { type ImportBatch, importBatches } from './import-batches';

const rowsArbitrary = fc.array(fc.record({ id: fc.uuid(), text: fc.string({ maxLength: 300 }) }), { maxLength: 40 });

const parsed = (batches: ImportBatch[], list: 'decisions' | 'riskAssessments' | 'reviews') =>
  batches.flatMap((batch) => JSON.parse(batch[list]) as Row[]);

describe('importBatches', () => {
  it('cuts the rows into batches of about the size asked, in order, losing none (200 runs)', () => {
    fc.assert(
      fc.property(rowsArbitrary, rowsArbitrary, rowsArbitrary, fc.integer({ min: 1, max: 3000 }), (d, a, r, max) => {
        const batches = [...importBatches({ decisions: d, riskAssessments: a, reviews: r }, max)];
        expect(parsed(batches, 'decisions')).toEqual(d);
        expect(parsed(batches, 'riskAssessments')).toEqual(a);
        expect(parsed(batches, 'reviews')).toEqual(r);
        expect(batches.reduce((sum, batch) => sum + batch.records, 0)).toBe(d.length + a.length + r.length);
        for (const batch of batches) {
          const size = batch.decisions.length + batch.riskAssessments.length + batch.reviews.length;
          // A row larger than the size makes a batch of its own.
          expect(size <= max + 6 || batch.records === 1).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the order the database needs: no decision after a review, across batches too', () => {
    const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}` }));
    const batches = [
      ...importBatches({ decisions: rows(5, 'd'), riskAssessments: rows(2, 'a'), reviews: rows(5, 'r') }, 40),
    ];
    expect(batches.length).toBeGreaterThan(3);
    const order = batches.flatMap((batch) =>
      [...parsed([batch], 'decisions'), ...parsed([batch], 'riskAssessments'), ...parsed([batch], 'reviews')].map(
        (row) => String(row.id)[0],
      ),
    );
    expect(order.join('')).toBe('dddddaarrrrr');
  });

  it('gives one empty batch for a file with no records: its call still writes the profile', () => {
    expect([...importBatches({ decisions: [], riskAssessments: [], reviews: [] })]).toEqual([
      { decisions: '[]', riskAssessments: '[]', reviews: '[]', records: 0 },
    ]);
  });
});
