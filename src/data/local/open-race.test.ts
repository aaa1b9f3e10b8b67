/**
 * Every way an open of the embedded database can fail ends in an error the
 * app shows with Retry — quickly, not after an endless spinner.
 */
import { describe, expect, it, vi } from 'vitest';
import { openRace } from './open-race';
import { OPEN_FAILED } from './worker-messages';

const never = new Promise<never>(() => {});

function message(data: unknown): Event {
  return Object.assign(new Event('message'), { data });
}

describe('openRace', () => {
  it('gives the database when it opens', async () => {
    await expect(openRace(Promise.resolve('db'), new EventTarget(), 1000)).resolves.toBe('db');
  });

  it('fails at once when the worker script cannot load (e.g. a chunk gone after a deploy)', async () => {
    const worker = new EventTarget();
    const race = openRace(never, worker, 60_000);
    worker.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'Failed to fetch' }));
    await expect(race).rejects.toThrow(/worker failed: Failed to fetch/);
  });

  it('fails at once when the worker sends what cannot be read', async () => {
    const worker = new EventTarget();
    const race = openRace(never, worker, 60_000);
    worker.dispatchEvent(new Event('messageerror'));
    await expect(race).rejects.toThrow(/could not be read/);
  });

  it('fails at once when a script fails in the worker, with what failed', async () => {
    const worker = new EventTarget();
    const race = openRace(never, worker, 60_000);
    worker.dispatchEvent(message({ type: 'investment-checkpoint:download-progress', loadedBytes: 1 }));
    worker.dispatchEvent(message({ type: OPEN_FAILED, reason: 'failed', message: 'syntax error at or near "tabel"' }));
    await expect(race).rejects.toThrow(/could not be opened: syntax error/);
  });

  it('tells a tab of an older version that the database was upgraded by a newer one', async () => {
    const worker = new EventTarget();
    const race = openRace(never, worker, 60_000);
    worker.dispatchEvent(message({ type: OPEN_FAILED, reason: 'app-outdated', message: 'newer' }));
    await expect(race).rejects.toMatchObject({ code: 'version-mismatch', messageKey: 'appOutdated' });
  });

  it('gives up after the time limit (blocked storage, a stuck leader)', async () => {
    vi.useFakeTimers();
    try {
      const race = openRace(never, new EventTarget(), 60_000);
      const settled = expect(race).rejects.toThrow(/did not open within 60 s/);
      await vi.advanceTimersByTimeAsync(60_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening once settled', async () => {
    const worker = new EventTarget();
    const remove = vi.spyOn(worker, 'removeEventListener');
    await openRace(Promise.resolve(1), worker, 1000);
    expect(remove).toHaveBeenCalledTimes(3);
  });
});
