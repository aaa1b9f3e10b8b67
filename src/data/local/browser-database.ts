/**
 * Opens the embedded database in the browser: PGlite in a worker, persisted
 * in IndexedDB under a fixed name, so the data survives reloads and upgrades.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type { DownloadProgress } from './download-progress';
import { isDownloadProgressMessage } from './worker-messages';

/** The IndexedDB database holding all local accounts and their data. Never rename it: data would seem lost. */
export const LOCAL_DATA_DIR = 'idb://investment-checkpoint';

export async function openBrowserDatabase(onDownload: (progress: DownloadProgress) => void): Promise<PGliteInterface> {
  const { PGliteWorker } = await import('@electric-sql/pglite/worker');
  const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), {
    type: 'module',
    name: 'investment-checkpoint-database',
  });
  worker.addEventListener('message', (event: MessageEvent) => {
    if (isDownloadProgressMessage(event.data)) onDownload(event.data);
  });
  const db = await PGliteWorker.create(worker, { dataDir: LOCAL_DATA_DIR });
  // create() resolves once the worker answers; the database is usable only when the leader has opened and migrated it.
  await db.waitReady;
  return db;
}
