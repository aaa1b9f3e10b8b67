/**
 * The app's entry to persistence. `preloadBackend()` right after first paint
 * starts fetching the runtime (PGlite's ~5 MB, or supabase-js) in the
 * background; `loadBackend()` returns the same backend whenever it is needed.
 * Both runtimes are dynamic imports, so neither lands in the first JS chunk.
 */
import { readBackendConfig } from './backend-config';
import { type BackendLoader, type BackendProgress, createBackendLoader } from './backend-loader';
import type { ActivityWatch } from './local/activity';
import type { Backend } from './ports';

export type { BackendPhase, BackendProgress } from './backend-loader';
export type { Backend } from './ports';

const config = readBackendConfig();

/** Browser storage for the local session, or memory where storage is blocked (some private windows). */
async function sessionStorageForTab() {
  const { memoryStorage } = await import('./local/session-store');
  try {
    window.localStorage.getItem('');
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

let databaseGate: Promise<void> | undefined;
/** The embedded database's activity, once it is open. */
let databaseActivity: ActivityWatch | undefined;

/**
 * The embedded database starts only once `gate` settles (at once if this is
 * never called). Called by the app's entry before anything loads the backend,
 * with the moment its kept journal has painted (app/opening-gate.ts).
 */
export function startDatabaseAfter(gate: Promise<void>): void {
  databaseGate = gate;
}

const loader: BackendLoader = createBackendLoader(config, {
  async local(onDownload) {
    // The database starts opening as soon as its small loader arrives (and the gate lets it), while the
    // store's code still loads.
    const database = import('./local/browser-database').then(({ openBrowserDatabase }) =>
      openBrowserDatabase(onDownload, { startWhen: databaseGate }),
    );
    const [{ createLocalBackend }, storage] = await Promise.all([
      import('./local/local-backend'),
      sessionStorageForTab(),
      database,
    ]);
    const db = await database;
    databaseActivity = db;
    return createLocalBackend(db, { storage });
  },
  async supabase(supabaseConfig) {
    const { createSupabaseBackend } = await import('./supabase/supabase-backend');
    return createSupabaseBackend(supabaseConfig);
  },
});

/** Which runtime this build uses; known at once, before anything loads (e.g. to label the OAuth buttons). */
export const backendMode: Backend['mode'] = config.mode;

/** The backend, loading it on first call. Rejects with a StoreError ('databaseUnavailable') if it cannot open. */
export function loadBackend(): Promise<Backend> {
  return loader.load();
}

/** Starts loading now; `onProgress` hears every step until ready. Returns the same promise as loadBackend(). */
export function preloadBackend(onProgress?: (progress: BackendProgress) => void): Promise<Backend> {
  const current = loader.progress();
  onProgress?.(current);
  if (onProgress && current.phase !== 'ready') {
    const unsubscribe = loader.subscribe((progress) => {
      onProgress(progress);
      if (progress.phase === 'ready' || progress.phase === 'failed') unsubscribe();
    });
  }
  return loader.load();
}

/**
 * Settles once the embedded database has had no statement in flight for
 * `forMs`, or after `limitMs`; at once where there is none (not open, or
 * Supabase, whose database is not in the tab).
 */
export function databaseQuiet(forMs: number, limitMs: number): Promise<void> {
  return databaseActivity ? databaseActivity.quiet(forMs, limitMs) : Promise.resolve();
}

export function getBackendProgress(): BackendProgress {
  return loader.progress();
}

/** For a progress indicator: every change until ready. Returns an unsubscribe function. */
export function subscribeBackendProgress(listener: (progress: BackendProgress) => void): () => void {
  return loader.subscribe(listener);
}
