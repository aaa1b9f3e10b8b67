import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices, runToEnd, sliceClock, yieldToBrowser } from './main-thread-slices';

function* counting(to: number): Generator<number, string, void> {
  for (let i = 1; i <= to; i++) yield i;
  return `counted ${to}`;
}

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a task of its own, after every microtask queued meanwhile', async () => {
    let microtasks = 0;
    const chain = async (length: number) => {
      for (let i = 0; i < length; i++) {
        await null;
        microtasks += 1;
      }
    };
    const yielded = yieldToBrowser();
    void chain(50);
    await yielded;
    expect(microtasks).toBe(50);
  });

  it('falls back on a timer where there is no MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    await expect(yieldToBrowser()).resolves.toBeUndefined();
  });
});

describe('runInSlices', () => {
  it('pauses once a slice has run for the budget, telling how far the steps came, and returns their result', async () => {
    let clock = 0;
    const paused: number[] = [];
    const pause = vi.fn(async () => {});
    // Every step takes 10 ms: with a 25 ms budget a pause falls after every third step.
    function* timed(): Generator<number, string, void> {
      for (const step of counting(10)) {
        clock += 10;
        yield step;
      }
      return 'counted 10';
    }
    const result = await runInSlices(timed(), {
      budgetMs: 25,
      now: () => clock,
      pause,
      onPause: (step) => paused.push(step),
    });
    expect(result).toBe('counted 10');
    expect(paused).toEqual([3, 6, 9]);
    expect(pause).toHaveBeenCalledTimes(3);
  });

  it('does not pause while the work fits in one slice', async () => {
    const pause = vi.fn(async () => {});
    expect(await runInSlices(counting(1000), { budgetMs: 1e9, pause })).toBe('counted 1000');
    expect(pause).not.toHaveBeenCalled();
  });

  it('gives the result runToEnd gives at once', () => {
    expect(runToEnd(counting(3))).toBe('counted 3');
  });

  it('counts work begun in the same task as one slice, and starts a new one after the browser has had its turn', async () => {
    // Rows parsed in steps, then read into values in steps: the second work starts where the first left the slice.
    const parsing = sliceClock({ budgetMs: 20 });
    const until = performance.now() + 25;
    while (performance.now() < until) {
      // The first work runs through its budget.
    }
    expect(parsing.due()).toBe(true);
    expect(sliceClock({ budgetMs: 20 }).due()).toBe(true);
    await yieldToBrowser();
    expect(sliceClock({ budgetMs: 20 }).due()).toBe(false);
  });
});
