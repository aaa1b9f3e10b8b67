/**
 * Opens the embedded database in the browser: PGlite in a worker, persisted
 * in IndexedDB under a fixed name, so the data survives reloads and upgrades.
 * An open that cannot finish — the worker fails to load or crashes, a script
 * fails, storage is blocked, or it simply takes too long — rejects, so the
 * app can offer Retry instead of waiting forever.
 */
import { stamps } from 'virtual:database-stamps';
import type { DownloadProgress } from './download-progress';
import { LOCAL_DATA_DIR, LOCAL_DATABASE_LOCK } from './local-database-name';
import { guardSchema, type SchemaGuardedDatabase } from './schema-guard';
import { isDownloadProgressMessage } from './worker-messages';

export { LOCAL_DATA_DIR } from './local-database-name';

/** Longer than a first visit on a slow, busy machine; shorter than anyone would wait for a spinner. */
export const OPEN_TIME_LIMIT_MS = 60_000;

export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

function failureOf(worker: Worker): Promise<never> {
  return new Promise((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new DatabaseOpenError(`The database worker failed: ${event.message || 'it could not be loaded'}`));
    });
    worker.addEventListener('messageerror', () =>
      reject(new DatabaseOpenError('The database worker sent a message that could not be read')),
    );
  });
}

function timeLimit(ms: number): { promise: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseOpenError(`The database did not open within ${ms / 1000} s`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

export async function openBrowserDatabase(
  onDownload: (progress: DownloadProgress) => void,
  options: { timeLimitMs?: number } = {},
): Promise<SchemaGuardedDatabase> {
  const { PGliteWorker } = await import('@electric-sql/pglite/worker');
  const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), {
    type: 'module',
    name: 'investment-checkpoint-database',
  });
  worker.addEventListener('message', (event: MessageEvent) => {
    if (isDownloadProgressMessage(event.data)) onDownload(event.data);
  });
  const limit = timeLimit(options.timeLimitMs ?? OPEN_TIME_LIMIT_MS);
  try {
    const opened = (async () => {
      const db = await PGliteWorker.create(worker, { dataDir: LOCAL_DATA_DIR, id: LOCAL_DATABASE_LOCK });
      // create() resolves once the worker answers; the database is usable only when the leader has opened and migrated it.
      await db.waitReady;
      return guardSchema(db, stamps);
    })();
    const guarded = await Promise.race([opened, failureOf(worker), limit.promise]);
    await guarded.verify();
    return guarded;
  } catch (error) {
    // A worker left running would keep competing for the leader lock and hold the database.
    worker.terminate();
    throw error instanceof DatabaseOpenError
      ? error
      : new DatabaseOpenError('The database could not be opened', { cause: error });
  } finally {
    limit.clear();
  }
}
