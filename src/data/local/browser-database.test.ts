/**
 * The embedded database's worker starts only when the app lets it (once the
 * kept journal has painted), and a gate that fails never keeps it shut. The
 * worker here is a stand-in that never answers, so each open ends at its time
 * limit, as an open that cannot finish does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBrowserDatabase } from './browser-database';
import { DatabaseOpenError } from './open-race';

class SilentWorker extends EventTarget {
  static made: SilentWorker[] = [];
  terminated = false;
  constructor() {
    super();
    SilentWorker.made.push(this);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

const TIME_LIMIT_MS = 20;
const later = () => new Promise((resolve) => setTimeout(resolve, TIME_LIMIT_MS * 3));

beforeEach(() => {
  SilentWorker.made = [];
  vi.stubGlobal('Worker', SilentWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openBrowserDatabase', () => {
  it('starts no worker until the gate opens, then one, and stops it when the open cannot finish', async () => {
    let letIn = () => {};
    const gate = new Promise<void>((resolve) => {
      letIn = resolve;
    });
    const opening = openBrowserDatabase(() => {}, { startWhen: gate, timeLimitMs: TIME_LIMIT_MS });
    opening.catch(() => {});
    await later();
    expect(SilentWorker.made).toHaveLength(0);
    letIn();
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
    expect(SilentWorker.made).toHaveLength(1);
    expect(SilentWorker.made[0]?.terminated).toBe(true);
  });

  it('starts the worker when the gate fails, as when it opens', async () => {
    const opening = openBrowserDatabase(() => {}, {
      startWhen: Promise.reject(new Error('the kept journal could not be read')),
      timeLimitMs: TIME_LIMIT_MS,
    });
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
    expect(SilentWorker.made).toHaveLength(1);
  });

  it('starts the worker at once without a gate', async () => {
    const opening = openBrowserDatabase(() => {}, { timeLimitMs: TIME_LIMIT_MS });
    opening.catch(() => {});
    await Promise.resolve();
    await Promise.resolve();
    expect(SilentWorker.made).toHaveLength(1);
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
  });
});
