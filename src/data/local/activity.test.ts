import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchActivity } from './activity';
import type { SqlClient } from './sql-client';

/** A database whose statements each take `ms` of (fake) time, or fail after it. */
function slowDatabase() {
  const after = <T>(ms: number, value: T, fail = false) =>
    new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('refused')) : resolve(value)), ms));
  return {
    // '-200': refused after 200 ms.
    query: vi.fn((sql: string) => after(Math.abs(Number(sql)), { rows: [], fields: [] }, sql.startsWith('-'))),
    exec: vi.fn((sql: string) => after(Number(sql), [])),
    transaction: vi.fn(<T>(work: (tx: never) => Promise<T>) => work(undefined as never)),
  } as unknown as SqlClient;
}

/** When the promise settles, in fake milliseconds since the test began (null: not within `withinMs`). */
async function settledAt(promise: Promise<unknown>, start: number, withinMs: number): Promise<number | null> {
  let at: number | null = null;
  void promise.then(() => {
    at = Date.now() - start;
  });
  for (let waited = 0; waited <= withinMs && at === null; waited += 1) await vi.advanceTimersByTimeAsync(1);
  return at;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the database going quiet', () => {
  it('is quiet at once when nothing has run for that long', async () => {
    const db = watchActivity(slowDatabase(), () => Date.now());
    expect(await settledAt(db.quiet(1000, 30_000), Date.now(), 5)).toBe(0);
  });

  it('waits for a statement in flight, then for the quiet time after it', async () => {
    const db = watchActivity(slowDatabase(), () => Date.now());
    const start = Date.now();
    void db.query('300');
    expect(await settledAt(db.quiet(1000, 30_000), start, 2000)).toBe(1300);
  });

  it('starts the quiet time again when a statement begins meanwhile, and counts a failed one as done', async () => {
    const db = watchActivity(slowDatabase(), () => Date.now());
    const start = Date.now();
    void db.query('100');
    const quiet = db.quiet(1000, 30_000);
    setTimeout(() => void db.query('-200').catch(() => {}), 600);
    expect(await settledAt(quiet, start, 3000)).toBe(1800);
  });

  it('passes results and refusals through unchanged', async () => {
    const db = watchActivity(slowDatabase(), () => Date.now());
    const refused = db.query('-5').catch((error: Error) => error.message);
    const answered = db.exec('5');
    await vi.advanceTimersByTimeAsync(5);
    expect(await refused).toBe('refused');
    expect(await answered).toEqual([]);
  });

  it('gives up waiting after its limit while the database stays busy', async () => {
    const db = watchActivity(slowDatabase(), () => Date.now());
    const start = Date.now();
    void db.transaction(() => new Promise((resolve) => setTimeout(resolve, 60_000)));
    expect(await settledAt(db.quiet(1000, 5000), start, 6000)).toBe(5000);
  });

  it('settles at the first moment nothing has been in flight for the quiet time, or at the limit', async () => {
    const statement = fc.record({ start: fc.integer({ min: 0, max: 1500 }), ms: fc.integer({ min: 1, max: 800 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(statement, { maxLength: 6 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 4000 }),
        async (statements, askedAt, forMs, limitMs) => {
          vi.clearAllTimers();
          const start = Date.now();
          const db = watchActivity(slowDatabase(), () => Date.now());
          for (const { start: at, ms } of statements) setTimeout(() => void db.query(String(ms)), at);
          let quiet: Promise<void> = new Promise(() => {});
          setTimeout(() => {
            quiet = db.quiet(forMs, limitMs);
          }, askedAt);
          await vi.advanceTimersByTimeAsync(askedAt);
          // The model: busy wherever a statement runs; quiet from the first moment after the ask with no
          // statement in flight during the quiet time before it (a database never used counts as quiet).
          const busy = (t: number) => statements.some(({ start: s, ms }) => s <= t && t < s + ms);
          const lastEndBefore = (t: number) =>
            Math.max(
              Number.NEGATIVE_INFINITY,
              ...statements.filter((s) => s.start + s.ms <= t).map((s) => s.start + s.ms),
            );
          let expected = askedAt + limitMs;
          for (let t = askedAt; t < askedAt + limitMs; t++) {
            if (!busy(t) && t >= lastEndBefore(t) + forMs) {
              expected = t;
              break;
            }
          }
          const at = await settledAt(quiet, start + askedAt, limitMs + 5);
          expect(at === null ? null : at + askedAt).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
