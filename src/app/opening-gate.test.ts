import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENING_GATE_LIMIT_MS, openingGate } from './opening-gate';

/** When the gate passed, in fake ms since it was made; null while it holds. */
function watch(gate: { passed: Promise<void> }) {
  const state: { at: number | null } = { at: null };
  void gate.passed.then(() => {
    state.at = Date.now();
  });
  return state;
}

describe('the database waits for the kept journal to paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the read while kept rows are on their way, and lets it go once they have painted', async () => {
    const gate = openingGate(Promise.resolve(true));
    const passed = watch(gate);
    await vi.advanceTimersByTimeAsync(200);
    expect(passed.at).toBeNull();
    gate.shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(passed.at).toBe(200);
  });

  it('lets the read go at once where nothing is kept, or the kept copy cannot be read', async () => {
    for (const kept of [() => Promise.resolve(false), () => Promise.reject(new Error('unreadable'))]) {
      const passed = watch(openingGate(kept()));
      await vi.advanceTimersByTimeAsync(0);
      expect(passed.at).toBe(0);
    }
  });

  it('never holds the database longer than its limit, should the kept rows never show', async () => {
    const passed = watch(openingGate(Promise.resolve(true)));
    await vi.advanceTimersByTimeAsync(OPENING_GATE_LIMIT_MS - 1);
    expect(passed.at).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(passed.at).toBe(OPENING_GATE_LIMIT_MS);
  });

  it('passes at the first of: nothing kept, the rows painted, the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.nat({ max: 3000 }),
        fc.option(fc.nat({ max: 3000 }), { nil: null }),
        fc.integer({ min: 1, max: 3000 }),
        async (some, readMs, shownMs, limitMs) => {
          vi.setSystemTime(0);
          const kept = new Promise<boolean>((resolve) => setTimeout(() => resolve(some), readMs));
          const gate = openingGate(kept, limitMs);
          if (shownMs !== null) setTimeout(gate.shown, shownMs);
          const passed = watch(gate);
          await vi.advanceTimersByTimeAsync(6000);
          const candidates = [limitMs, ...(some ? [] : [readMs]), ...(shownMs === null ? [] : [shownMs])];
          expect(passed.at).toBe(Math.min(...candidates));
          vi.clearAllTimers();
        },
      ),
      { numRuns: 100 },
    );
  });
});
