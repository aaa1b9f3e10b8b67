/**
 * The embedded runtime on a given PGlite (in the browser a PGliteWorker, in
 * Node a PGlite from node-database.ts). The database must already be migrated.
 */

import type { Backend } from '../ports';
import type { RetryPolicy } from '../retry';
import type { SkippedRowReporter } from '../skipped-rows';
import { createStore } from '../store';
import { createLocalAuth } from './local-auth';
import { createLocalStoreDriver, type LocalStoreDriverOptions } from './local-store-driver';
import { type KeyValueStorage, memoryStorage } from './session-store';
import type { SqlClient } from './sql-client';

export interface LocalBackendOptions {
  /** Where the session survives reloads; defaults to memory (pass localStorage in the browser). */
  storage?: KeyValueStorage;
  retry?: RetryPolicy;
  skipped?: SkippedRowReporter;
  /** The size of an import's batches (see import-batches.ts); tests make it small, so a file spans many. */
  importBatchChars?: number;
  /** Sharing by invitation (tests only: see LocalStoreDriverOptions.shares). */
  shares?: LocalStoreDriverOptions['shares'];
}

export function createLocalBackend(db: SqlClient, options: LocalBackendOptions = {}): Backend {
  const auth = createLocalAuth(db, options.storage ?? memoryStorage(), options.retry);
  const store = createStore(
    createLocalStoreDriver(db, {
      importBatchChars: options.importBatchChars,
      ...(options.shares ? { shares: options.shares } : {}),
    }),
    {
      session: async () => auth.currentSession(),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.skipped ? { skipped: options.skipped } : {}),
    },
  );
  return { mode: 'local', auth, store };
}
