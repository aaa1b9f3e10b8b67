import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withRetry } from './retry';
import { StoreError } from './store-error';

describe('withRetry', () => {
  it('makes at most `attempts` tries, waiting delay × attempt between, for transient failures only', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<'network' | 'validation'>('network', 'validation'),
        async (attempts, failures, code) => {
          const sleeps: number[] = [];
          let calls = 0;
          const outcome = await withRetry(
            async () => {
              calls += 1;
              if (calls <= failures) throw new StoreError(code, 'k');
              return 'ok';
            },
            { attempts, delayMs: 1000, sleep: async (ms) => void sleeps.push(ms) },
          ).catch((error: unknown) => error);

          const maxCalls = code === 'network' ? attempts : 1;
          expect(calls).toBe(Math.min(failures + 1, maxCalls));
          expect(outcome === 'ok').toBe(failures < maxCalls);
          expect(sleeps).toEqual(Array.from({ length: calls - 1 }, (_, i) => 1000 * (i + 1)));
        },
      ),
    );
  });
});
