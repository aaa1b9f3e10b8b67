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
import { compileEngine } from './compile-engine';
import { type DownloadProgress, trackDownloads } from './download-progress';
import { flushOncePerStatement, trackCommits } from './durable-commits';
import { ENGINE_START_PARAMS } from './engine-settings';
import { idbDatabaseExists } from './idb-database-exists';
import { LOCAL_IDB_NAME } from './local-database-name';
import { DatabaseNewerError, migrate } from './migrate';
import { pgcryptoOnFirstUse } from './pgcrypto-on-first-use';
import { idbDirectory, QuietOpenStorage } from './quiet-open-storage';
import { snapshotUrl } from './snapshot-asset';
import { keepSqlStateAcrossWorker } from './worker-errors';
import {
  DOWNLOAD_PROGRESS,
  type DownloadProgressMessage,
  OPEN_FAILED,
  type OpenFailedMessage,
} from './worker-messages';

// The worker's global scope (the app's type library describes a window, hence the narrow cast).
const scope = globalThis as unknown as {
  fetch: typeof fetch;
  caches?: CacheStorage;
  postMessage(message: unknown): void;
};

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
 * The engine is fetched and compiled as soon as this worker runs, while the
 * tab is still setting up and the leader is being chosen, and compiled while
 * it streams in (which also lets the browser reuse its compiled code on the
 * next visit).
 */
const engine = Promise.all([compileEngine(scope, pgliteWasmUrl), fetchBlob(pgliteDataUrl)]);
// A failure is reported when the database is opened, not as an unhandled rejection here.
engine.catch(() => {});

async function open(dataDir: string | undefined) {
  const snapshot = (async () => {
    const exists = dataDir ? await idbDatabaseExists(LOCAL_IDB_NAME) : false;
    return exists ? undefined : await fetchBlob(snapshotUrl);
  })();
  const [[pgliteWasmModule, fsBundle], loadDataDir] = await Promise.all([engine, snapshot]);
  const storage = dataDir ? new QuietOpenStorage(idbDirectory(dataDir)) : undefined;
  // A database loaded from the snapshot has no account yet, so signing up comes next: its
  // password hashing is readied while the engine starts. A returning visit readies it on first use.
  const passwordHashing = loadDataDir ? pgcrypto : pgcryptoOnFirstUse;
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(storage ? { fs: storage } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    pgliteWasmModule,
    fsBundle,
    extensions: { pgcrypto: passwordHashing },
    startParams: [...ENGINE_START_PARAMS],
  });
  storage?.opened();
  scope.postMessage({ type: DOWNLOAD_PROGRESS, ...downloaded, phase: 'starting' } satisfies DownloadProgressMessage);
  // A database just loaded from the snapshot is in memory only until the first flush.
  const served = flushOncePerStatement(keepSqlStateAcrossWorker(db), trackCommits(db, !loadDataDir));
  try {
    await migrate(served, bundledScripts());
  } catch (error) {
    // Never leave a half-opened database holding the storage while the tab retries.
    await db.close().catch(() => {});
    throw error;
  }
  return served;
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
