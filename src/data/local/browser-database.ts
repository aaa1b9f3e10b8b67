/**
 * Opens the embedded database in the browser: PGlite in a worker, persisted
 * in IndexedDB under a fixed name, so the data survives reloads and upgrades.
 * An open that cannot finish rejects (see open-race.ts), so the app can offer
 * Retry instead of waiting forever; the worker is then stopped, so a retry
 * starts clean.
 */

import { stamps } from 'virtual:database-stamps';
import { PGliteWorker } from '@electric-sql/pglite/worker';
import { type ActivityWatch, watchActivity } from './activity';
import type { DownloadProgress } from './download-progress';
import { LOCAL_DATA_DIR, LOCAL_DATABASE_LOCK } from './local-database-name';
import { DatabaseOpenError, openRace } from './open-race';
import { guardSchema } from './schema-guard';
import type { SqlClient } from './sql-client';
import { isDownloadProgressMessage } from './worker-messages';

export { LOCAL_DATA_DIR } from './local-database-name';

/** Longer than a first visit on a slow, busy machine; shorter than anyone would wait for a spinner. */
export const OPEN_TIME_LIMIT_MS = 60_000;

export interface BrowserDatabaseOptions {
  timeLimitMs?: number;
  /**
   * The worker starts once this settles, fulfilled or not (at once without it):
   * the tab may have something to paint first. Starting the database costs the
   * CPU more than anything else the page does as it opens (compiling the engine,
   * reading every stored file, which grows with the journal), and on a reload
   * the old page's worker is still being torn down with the database it held.
   */
  startWhen?: Promise<void>;
}

export async function openBrowserDatabase(
  onDownload: (progress: DownloadProgress) => void,
  options: BrowserDatabaseOptions = {},
): Promise<SqlClient & ActivityWatch> {
  await Promise.resolve(options.startWhen).catch(() => {});
  const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), {
    type: 'module',
    name: 'investment-checkpoint-database',
  });
  worker.addEventListener('message', (event: MessageEvent) => {
    if (isDownloadProgressMessage(event.data)) onDownload(event.data);
  });
  try {
    const opened = (async () => {
      const db = await PGliteWorker.create(worker, { dataDir: LOCAL_DATA_DIR, id: LOCAL_DATABASE_LOCK });
      // create() resolves once the worker answers; the database is usable only when the leader has opened and migrated it.
      await db.waitReady;
      const guarded = guardSchema(db, stamps);
      // The leader's own worker has just checked the schema against this very build while migrating.
      if (db.isLeader) guarded.trustAsLeader();
      else await guarded.verify();
      return watchActivity(guarded);
    })();
    return await openRace(opened, worker, options.timeLimitMs ?? OPEN_TIME_LIMIT_MS);
  } catch (error) {
    // A worker left running would keep competing for the leader lock and hold the database.
    worker.terminate();
    if (error instanceof DatabaseOpenError || (error as { code?: string })?.code === 'version-mismatch') throw error;
    throw new DatabaseOpenError('The database could not be opened', { cause: error });
  }
}
