/**
 * Where the journal cache (`journal-cache.ts`) keeps its records: localStorage in
 * the browser. Small and free of the signed-in screens' code, so the first
 * visit's entry can start reading the signed-in user's record at once
 * (`startJournalRead`, from main.tsx), while those screens and the database
 * are still loading; the cache's first read of that user takes the read under way.
 */

/** Where the records lived before they moved to localStorage: removed once, so no old copy outlives a sign-out. */
const OLD_DATABASE_NAME = 'investment-checkpoint.journal-cache';
/** One localStorage key per user: this prefix and the user's id. */
export const JOURNAL_KEY_PREFIX = 'investment-checkpoint.journal.';

/** Where the records live: localStorage in the browser, memory in tests. */
export interface CacheRecords {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

let oldCopyRemoved = false;
function removeOldCopy(factory: IDBFactory | undefined = globalThis.indexedDB) {
  if (oldCopyRemoved || !factory) return;
  oldCopyRemoved = true;
  factory.deleteDatabase(OLD_DATABASE_NAME);
}

/**
 * The records in localStorage; null where there is none (Node, some private windows). localStorage rather
 * than IndexedDB: the embedded database reads its files from IndexedDB as the page starts, and with years of
 * decisions that read is large; a read queued behind it came late. A record is a screenful of summaries
 * (tens of kB), beside the drafts' keys.
 */
export function storageRecords(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null = globalThis.localStorage ??
    null,
): CacheRecords | null {
  if (!storage) return null;
  return {
    get: async (key) => {
      const text = storage.getItem(JOURNAL_KEY_PREFIX + key);
      return text === null ? undefined : JSON.parse(text);
    },
    put: async (key, value) => {
      removeOldCopy();
      storage.setItem(JOURNAL_KEY_PREFIX + key, JSON.stringify(value));
    },
    clear: async () => {
      removeOldCopy();
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(JOURNAL_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    },
  };
}

/**
 * Records whose reads can start before anyone asks: `prefetch(key)` starts one, and the next `get(key)`
 * takes it. A write or a clear in between drops it, so nothing read before a change is handed out after it.
 */
export function readAhead(
  records: CacheRecords | null,
): (CacheRecords & { prefetch(key: string): Promise<unknown> }) | null {
  if (!records) return null;
  const early = new Map<string, Promise<unknown>>();
  return {
    prefetch(key) {
      const under = early.get(key);
      if (under) return under;
      const read = records.get(key);
      // Settled here too, so a read nobody takes never reports an unhandled rejection.
      read.catch(() => {});
      early.set(key, read);
      return read;
    },
    get(key) {
      const read = early.get(key);
      early.delete(key);
      return read ?? records.get(key);
    },
    put(key, value) {
      early.delete(key);
      return records.put(key, value);
    },
    clear() {
      early.clear();
      return records.clear();
    },
  };
}

/** The app's records (see `journalCache` in journal-cache.ts). */
export const journalRecords = readAhead(storageRecords());

/**
 * Starts reading the journal kept for this user (the session hint's), ahead of the screens that show it.
 * Settles with whether there is a copy to show; an unreadable one counts as none.
 */
export function startJournalRead(userId: string | null, records = journalRecords): Promise<boolean> {
  if (!userId || !records) return Promise.resolve(false);
  return records.prefetch(userId).then(
    (record) => record !== undefined,
    () => false,
  );
}
