/**
 * Bytes the embedded database writes to storage, counted inside its worker.
 * Every dedicated worker of the page gets the counter as soon as Playwright
 * reports it; the database's is recognised by its name. A figure is only
 * trusted when the counter was in place before the save being measured.
 */
import { readFileSync } from 'node:fs';
import type { Page, Worker } from 'playwright-core';

export const DATABASE_WORKER_NAME = 'investment-checkpoint-database';

const counterSource = readFileSync(new URL('./write-counter.browser.js', import.meta.url), 'utf8');

interface Installed {
  worker: Worker;
  name: string;
  hooks: string[];
}

export interface WriteTotals {
  bytes: number;
  writes: number;
  workers: string[];
}

export class WriteCounter {
  private readonly installed: Installed[] = [];
  private readonly failures: string[] = [];

  constructor(page: Page) {
    page.on('worker', (worker) => {
      void this.install(worker);
    });
  }

  private async install(worker: Worker): Promise<void> {
    try {
      const info = (await withTimeout(worker.evaluate(counterSource), 30_000, 'installing the write counter')) as {
        name: string;
        hooks?: string[];
      };
      this.installed.push({ worker, name: info.name, hooks: info.hooks ?? [] });
      worker.on('close', () => {
        const at = this.installed.findIndex((entry) => entry.worker === worker);
        if (at >= 0) this.installed.splice(at, 1);
      });
    } catch (error) {
      this.failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
    }
  }

  /** The workers counted: the database's when it is there by name, otherwise every counted worker. */
  private counted(): Installed[] {
    const named = this.installed.filter((entry) => entry.name === DATABASE_WORKER_NAME);
    return named.length > 0 ? named : this.installed;
  }

  /** Why there is no figure, or null when the counter is installed in a worker that can write to storage. */
  problem(): string | null {
    const counted = this.counted().filter((entry) => entry.hooks.length > 0);
    if (counted.length > 0) return null;
    if (this.failures.length > 0) return `counter not installed (${this.failures[0]})`;
    return 'counter not installed (no database worker seen yet)';
  }

  async read(): Promise<WriteTotals | null> {
    if (this.problem() !== null) return null;
    const totals: WriteTotals = { bytes: 0, writes: 0, workers: [] };
    for (const entry of this.counted()) {
      try {
        const value = (await withTimeout(
          entry.worker.evaluate('({ bytes: globalThis.__benchWrites.bytes, writes: globalThis.__benchWrites.writes })'),
          10_000,
          'reading the write counter',
        )) as { bytes: number; writes: number };
        totals.bytes += value.bytes;
        totals.writes += value.writes;
        totals.workers.push(entry.name || '(unnamed)');
      } catch {
        // A worker that went away (a reload) wrote nothing more.
      }
    }
    return totals;
  }

  /**
   * Waits until the database has written nothing for `quietMs` (its save and
   * the flush to storage are over), then returns the totals. After a save, pass
   * the totals from before it as `since`: the wait then first gives a deferred
   * flush up to `firstWriteMs` to start, so it is not mistaken for quiet.
   */
  async settle(
    since: WriteTotals | null = null,
    { quietMs = 1000, firstWriteMs = 5000, limitMs = 30_000 } = {},
  ): Promise<WriteTotals | null> {
    const started = Date.now();
    const deadline = started + limitMs;
    let last = await this.read();
    let quietSince = Date.now();
    const changedSince = (totals: WriteTotals | null) =>
      since === null || (totals !== null && (totals.bytes !== since.bytes || totals.writes !== since.writes));
    while (Date.now() < deadline) {
      await sleep(200);
      const now = await this.read();
      if (now === null) return null;
      if (last === null || now.bytes !== last.bytes || now.writes !== last.writes) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs && (changedSince(now) || Date.now() - started >= firstWriteMs))
        return now;
      last = now;
    }
    return last;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}
