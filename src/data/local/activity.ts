/**
 * Whether the embedded database is at work. What can wait for a quiet moment
 * (a first visit's service-worker precache, which copies the app's files into
 * the browser's cache) waits for one, so it never competes with a statement the
 * investor is waiting for, on a machine with few cores.
 */
import type { SqlClient } from './sql-client';

export interface ActivityWatch {
  /**
   * Settles once no statement has been in flight for `forMs` (at once if none
   * has been for that long already), or after `limitMs` whatever happens: a
   * database busy for minutes (a large import) does not hold the waiter back.
   */
  quiet(forMs: number, limitMs: number): Promise<void>;
}

export function watchActivity(db: SqlClient, now: () => number = () => performance.now()): SqlClient & ActivityWatch {
  let inFlight = 0;
  // Long enough ago that a database nobody has used yet counts as quiet.
  let lastSettled = Number.NEGATIVE_INFINITY;
  const waiters = new Set<() => void>();

  function settled(): void {
    inFlight -= 1;
    lastSettled = now();
    if (inFlight === 0) for (const check of waiters) check();
  }

  function watch<T>(run: () => Promise<T>): Promise<T> {
    inFlight += 1;
    // Runs at once; a throw becomes the promise's rejection, so it settles like any other failure.
    return new Promise<T>((resolve) => resolve(run())).finally(settled);
  }

  return {
    query: (sql, params, options) => watch(() => db.query(sql, params, options)),
    exec: (sql, options) => watch(() => db.exec(sql, options)),
    transaction: (work) => watch(() => db.transaction(work)),
    quiet(forMs, limitMs) {
      return new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(timer);
          clearTimeout(limit);
          waiters.delete(check);
          resolve();
        };
        function check(): void {
          clearTimeout(timer);
          if (inFlight > 0) return;
          const left = lastSettled + forMs - now();
          if (left <= 0) done();
          else timer = setTimeout(check, left);
        }
        const limit = setTimeout(done, limitMs);
        waiters.add(check);
        check();
      });
    },
  } as SqlClient & ActivityWatch;
}
