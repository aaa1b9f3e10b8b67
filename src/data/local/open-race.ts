/**
 * How a tab's open of the embedded database ends: with the database, or with
 * the first of the ways it can fail — the worker script fails to load or
 * crashes, the worker says the open failed (a script failed, storage is
 * blocked, the database is newer than this app), or it takes too long. Never
 * with a spinner that waits forever.
 */
import { ERROR_KEYS } from '../error-keys';
import { StoreError } from '../store-error';
import { isOpenFailedMessage } from './worker-messages';

export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

/** What of a Worker the race listens to (a real Worker in the browser, an EventTarget in tests). */
export type WorkerEvents = Pick<Worker, 'addEventListener' | 'removeEventListener'>;

export function openRace<T>(opened: Promise<T>, worker: WorkerEvents, timeLimitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanups: (() => void)[] = [];
  const listen = (type: string, handler: (event: Event) => void) => {
    worker.addEventListener(type, handler as EventListener);
    cleanups.push(() => worker.removeEventListener(type, handler as EventListener));
  };
  const failed = new Promise<never>((_, reject) => {
    listen('error', (event) => {
      event.preventDefault();
      const message = (event as ErrorEvent).message || 'it could not be loaded';
      reject(new DatabaseOpenError(`The database worker failed: ${message}`));
    });
    listen('messageerror', () =>
      reject(new DatabaseOpenError('The database worker sent a message that could not be read')),
    );
    listen('message', (event) => {
      const data = (event as MessageEvent).data;
      if (!isOpenFailedMessage(data)) return;
      reject(
        data.reason === 'app-outdated'
          ? new StoreError('version-mismatch', ERROR_KEYS.appOutdated)
          : new DatabaseOpenError(`The database could not be opened: ${data.message}`),
      );
    });
    timer = setTimeout(
      () => reject(new DatabaseOpenError(`The database did not open within ${Math.round(timeLimitMs / 1000)} s`)),
      timeLimitMs,
    );
  });
  return Promise.race([opened, failed]).finally(() => {
    clearTimeout(timer);
    for (const cleanup of cleanups) cleanup();
  });
}
