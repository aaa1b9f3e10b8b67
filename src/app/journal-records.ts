/**
 * Where the journal cache (`journal-cache.ts`) keeps its records: IndexedDB in
 * the browser. Small and free of the signed-in screens' code, so the first
 * visit's entry can start reading the signed-in user's record at once
 * (`startJournalRead`, from main.tsx), while those screens and the database
 * are still loading; the cache's first read of that user takes the read under way.
 */

const DATABASE_NAME = 'investment-checkpoint.journal-cache';
const STORE_NAME = 'journals';

/** Where the records live: IndexedDB in the browser, memory in tests. */
export interface CacheRecords {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, db: IDBDatabase, mode: IDBTransactionMode) {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE_NAME, mode);
    const req = run(transaction.objectStore(STORE_NAME));
    transaction.oncomplete = () => resolve(req.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The records in IndexedDB; null where there is none (Node, jsdom, some private windows). */
export function indexedDbRecords(factory: IDBFactory | undefined = globalThis.indexedDB): CacheRecords | null {
  if (!factory) return null;
  let opening: Promise<IDBDatabase> | null = null;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DATABASE_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('journal cache blocked'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    get: async (key) => request((store) => store.get(key), await open(), 'readonly'),
    put: async (key, value) => void (await request((store) => store.put(value, key), await open(), 'readwrite')),
    clear: async () => void (await request((store) => store.clear(), await open(), 'readwrite')),
  };
}

/**
 * Records whose reads can start before anyone asks: `prefetch(key)` starts one, and the next `get(key)`
 * takes it. A write or a clear in between drops it, so nothing read before a change is handed out after it.
 */
export function readAhead(records: CacheRecords | null): (CacheRecords & { prefetch(key: string): void }) | null {
  if (!records) return null;
  const early = new Map<string, Promise<unknown>>();
  return {
    prefetch(key) {
      if (early.has(key)) return;
      const read = records.get(key);
      // Settled here too, so a read nobody takes never reports an unhandled rejection.
      read.catch(() => {});
      early.set(key, read);
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
export const journalRecords = readAhead(indexedDbRecords());

/** Starts reading the journal kept for this user (the session hint's), ahead of the screens that show it. */
export function startJournalRead(userId: string | null): void {
  if (userId) journalRecords?.prefetch(userId);
}
