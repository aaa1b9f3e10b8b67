import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnAxis } from './return-axis';

describe('returnAxis', () => {
  it('uses round steps that include zero', () => {
    expect(returnAxis([0, -35, 120])).toEqual({ domain: [-50, 150], ticks: [-50, 0, 50, 100, 150] });
    expect(returnAxis([0, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('holds every value between its first and last tick, in a few ascending round steps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.double({ min: -100, max: 1000, noNaN: true }).map((x) => Math.round(x * 10) / 10),
          { minLength: 1, maxLength: 30 },
        ),
        (values) => {
          const { domain, ticks } = returnAxis(values);
          expect(domain[0]).toBeLessThanOrEqual(Math.min(...values));
          expect(domain[1]).toBeGreaterThanOrEqual(Math.max(...values));
          expect(ticks[0]).toBe(domain[0]);
          expect(ticks.at(-1)).toBeCloseTo(domain[1], 6);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(10);
          for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1] as number);
        },
      ),
    );
  });
});
