/**
 * The embedded database's worker. PGlite's worker helper elects one leader
 * among all open tabs (under a fixed lock, whatever build each tab runs);
 * only the leader's worker opens the IndexedDB database, and every tab's
 * queries go through it. So two tabs never hold diverging copies of the data,
 * and version conflicts between tabs are detected like conflicts between
 * devices.
 *
 * A first visit loads the migrated snapshot shipped with the build instead of
 * running initdb and every script; after that only scripts newer than the
 * database are applied.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';
import { worker } from '@electric-sql/pglite/worker';
import { bundledScripts } from './bundled-sql';
import { type DownloadProgress, trackDownloads } from './download-progress';
import { flushOncePerStatement } from './durable-commits';
import { idbDatabaseExists } from './idb-database-exists';
import { LOCAL_IDB_NAME } from './local-database-name';
import { DatabaseNewerError, migrate } from './migrate';
import { snapshotUrl } from './snapshot-asset';
import { keepSqlStateAcrossWorker } from './worker-errors';
import {
  DOWNLOAD_PROGRESS,
  type DownloadProgressMessage,
  OPEN_FAILED,
  type OpenFailedMessage,
} from './worker-messages';

// The worker's global scope (the app's type library describes a window, hence the narrow cast).
const scope = globalThis as unknown as { fetch: typeof fetch; postMessage(message: unknown): void };

let downloaded: DownloadProgress = { loadedBytes: 0, totalBytes: null };
trackDownloads(scope, (progress) => {
  downloaded = progress;
  scope.postMessage({ type: DOWNLOAD_PROGRESS, ...progress, phase: 'downloading' } satisfies DownloadProgressMessage);
});

async function fetchBlob(url: string): Promise<Blob> {
  const response = await scope.fetch(url);
  if (!response.ok) throw new Error(`${url} could not be loaded (HTTP ${response.status})`);
  return response.blob();
}

/**
 * Everything a start needs is fetched at once rather than one file after the
 * other, and the engine is compiled while it streams in (which also lets the
 * browser reuse its compiled code on the next visit).
 */
async function open(dataDir: string | undefined) {
  const snapshot = (async () => {
    const exists = dataDir ? await idbDatabaseExists(LOCAL_IDB_NAME) : false;
    return exists ? undefined : await fetchBlob(snapshotUrl);
  })();
  const [pgliteWasmModule, fsBundle, loadDataDir] = await Promise.all([
    WebAssembly.compileStreaming(scope.fetch(pgliteWasmUrl)),
    fetchBlob(pgliteDataUrl),
    snapshot,
  ]);
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    pgliteWasmModule,
    fsBundle,
    extensions: { pgcrypto },
  });
  scope.postMessage({ type: DOWNLOAD_PROGRESS, ...downloaded, phase: 'starting' } satisfies DownloadProgressMessage);
  try {
    await migrate(db, bundledScripts());
  } catch (error) {
    // Never leave a half-opened database holding the storage while the tab retries.
    await db.close().catch(() => {});
    throw error;
  }
  return flushOncePerStatement(keepSqlStateAcrossWorker(db));
}

worker({
  async init(options) {
    try {
      return await open(options.dataDir);
    } catch (error) {
      scope.postMessage({
        type: OPEN_FAILED,
        reason: error instanceof DatabaseNewerError ? 'app-outdated' : 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies OpenFailedMessage);
      throw error;
    }
  },
});
