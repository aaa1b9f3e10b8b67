/**
 * Where the AI settings live while the app runs: in memory, plus a copy in
 * localStorage only while "remember on this device" is on. Sign-out wipes every
 * key, remembered ones too, and turns "remember" off again so the next
 * person on a shared device must opt in for themselves.
 */
import type { AiSettings } from './ai-settings';

/**
 * Before anything is saved: no key, and blank base URL and model, which stand for
 * the configured defaults wherever settings are used (withDefaults). The store
 * itself never reads the rules file, so the top bar can show the AI state
 * without loading it.
 */
const UNSET: AiSettings = Object.freeze({ apiKey: '', baseUrl: '', model: '', remember: false });

/** Storage key of the remembered copy; only ever present while `remember` is on. */
export const AI_SETTINGS_STORAGE_KEY = 'investment-checkpoint.ai';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AiSettingsStore {
  /** The same object until the settings change (safe for useSyncExternalStore). */
  get(): AiSettings;
  set(next: AiSettings): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  hasKey(): boolean;
  /** Forgets every key, in memory and on this device. Base URL and model stay: they are not secret. */
  wipeKeys(): void;
}

function readRemembered(storage: StorageLike | undefined): AiSettings | undefined {
  try {
    const raw = storage?.getItem(AI_SETTINGS_STORAGE_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return undefined;
    const { apiKey, baseUrl, model } = value as Record<string, unknown>;
    if (typeof apiKey !== 'string' || typeof baseUrl !== 'string' || typeof model !== 'string') return undefined;
    return { apiKey, baseUrl, model, remember: true };
  } catch {
    // Unreadable storage or a damaged copy: start unset.
    return undefined;
  }
}

function writeRemembered(storage: StorageLike | undefined, settings: AiSettings): void {
  try {
    if (settings.remember) {
      const { apiKey, baseUrl, model } = settings;
      storage?.setItem(AI_SETTINGS_STORAGE_KEY, JSON.stringify({ apiKey, baseUrl, model }));
    } else {
      storage?.removeItem(AI_SETTINGS_STORAGE_KEY);
    }
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}

/** `storage` is looked up on each use, so tests and browsers without localStorage both work. */
export function createAiSettingsStore(storage: () => StorageLike | undefined = browserStorage): AiSettingsStore {
  let current: AiSettings | undefined;
  const listeners = new Set<() => void>();

  const get = (): AiSettings => {
    current ??= Object.freeze(readRemembered(storage()) ?? UNSET);
    return current;
  };

  const set = (next: AiSettings): void => {
    current = Object.freeze({ ...next, apiKey: next.apiKey.trim() });
    writeRemembered(storage(), current);
    for (const listener of [...listeners]) listener();
  };

  return {
    get,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasKey: () => get().apiKey.length > 0,
    wipeKeys() {
      set({ ...get(), apiKey: '', remember: false });
    },
  };
}

function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** The app's one store. */
export const aiSettingsStore = createAiSettingsStore();

export const subscribeAiSettings = (listener: () => void): (() => void) => aiSettingsStore.subscribe(listener);
export const hasAiKey = (): boolean => aiSettingsStore.hasKey();
export const wipeAiKeysOnSignOut = (): void => aiSettingsStore.wipeKeys();
