/**
 * Loads the runtime once and tells whoever asks how far it got, so the UI can
 * show progress when a user acts before the embedded database is ready.
 * The openers are injected: backend.ts gives the real (lazily imported) ones.
 */
import type { BackendConfig } from './backend-config';
import { ERROR_KEYS } from './error-keys';
import type { Backend } from './ports';
import { StoreError } from './store-error';

export type BackendPhase = 'idle' | 'downloading' | 'starting' | 'ready' | 'failed';

export interface BackendProgress {
  mode: Backend['mode'];
  phase: BackendPhase;
  loadedBytes: number;
  totalBytes: number | null;
  /** 0-1 when the size is known, else null (show an indeterminate spinner). */
  fraction: number | null;
  error: StoreError | null;
}

export interface BackendOpeners {
  local(
    onDownload: (progress: {
      loadedBytes: number;
      totalBytes: number | null;
      phase?: 'downloading' | 'starting';
    }) => void,
  ): Promise<Backend>;
  supabase(config: Extract<BackendConfig, { mode: 'supabase' }>): Promise<Backend>;
}

export interface BackendLoader {
  load(): Promise<Backend>;
  progress(): BackendProgress;
  subscribe(listener: (progress: BackendProgress) => void): () => void;
}

export function createBackendLoader(config: BackendConfig, openers: BackendOpeners): BackendLoader {
  const listeners = new Set<(progress: BackendProgress) => void>();
  let state: BackendProgress = {
    mode: config.mode,
    phase: 'idle',
    loadedBytes: 0,
    totalBytes: null,
    fraction: null,
    error: null,
  };
  let loading: Promise<Backend> | null = null;

  function update(change: Partial<BackendProgress>): void {
    state = { ...state, ...change };
    for (const listener of listeners) listener(state);
  }

  async function open(): Promise<Backend> {
    if (config.mode === 'supabase') {
      update({ phase: 'starting' });
      return openers.supabase(config);
    }
    update({ phase: 'downloading' });
    return openers.local(({ loadedBytes, totalBytes, phase }) => {
      update({
        phase: phase ?? 'downloading',
        loadedBytes,
        totalBytes,
        fraction: totalBytes ? Math.min(loadedBytes / totalBytes, 1) : null,
      });
    });
  }

  return {
    load() {
      loading ??= open().then(
        (backend) => {
          update({ phase: 'ready', fraction: 1, error: null });
          return backend;
        },
        (cause: unknown) => {
          // Forget the failed attempt so the next call tries again.
          loading = null;
          const error =
            cause instanceof StoreError ? cause : new StoreError('unknown', ERROR_KEYS.databaseUnavailable, { cause });
          update({ phase: 'failed', error });
          throw error;
        },
      );
      return loading;
    },
    progress: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
