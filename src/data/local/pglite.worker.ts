/**
 * The embedded database's worker. PGlite's worker helper elects one leader
 * among all open tabs; only the leader's worker opens the IndexedDB database
 * and migrates it, and every tab's queries go through it. So two tabs never
 * hold diverging copies of the data, and version conflicts between tabs are
 * detected like conflicts between devices.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { bundledScripts } from './bundled-sql';
import { type DownloadProgress, trackDownloads } from './download-progress';
import { migrate } from './migrate';
import { keepSqlStateAcrossWorker } from './worker-errors';
import { DOWNLOAD_PROGRESS, type DownloadProgressMessage } from './worker-messages';

// The worker's global scope (the app's type library describes a window, hence the narrow cast).
const scope = globalThis as unknown as { fetch: typeof fetch; postMessage(message: unknown): void };

let downloaded: DownloadProgress = { loadedBytes: 0, totalBytes: null };
trackDownloads(scope, (progress) => {
  downloaded = progress;
  scope.postMessage({ type: DOWNLOAD_PROGRESS, ...progress, phase: 'downloading' } satisfies DownloadProgressMessage);
});

worker({
  async init(options) {
    const db = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { pgcrypto },
    });
    scope.postMessage({ type: DOWNLOAD_PROGRESS, ...downloaded, phase: 'starting' } satisfies DownloadProgressMessage);
    await migrate(db, bundledScripts());
    return keepSqlStateAcrossWorker(db);
  },
});
