/**
 * A copy of the signed-in user's journal (the decision summaries the lists
 * show) in this browser, so a reload shows the rows at once while the embedded
 * database opens; the database's answer replaces them when it comes.
 *
 * IndexedDB rather than localStorage: 10,000 summaries are 4.3 MB of JSON, nearly
 * all of the ~5 MB localStorage quota the drafts need, and parsing them there would
 * block the page.
 * One record per user, keyed and stamped with the user's id: a read for anyone
 * else gets nothing. It holds only what the lists already hold (no full answers,
 * no evaluation), and is wiped whenever a session ends. A record that does not
 * look like a journal (hand-edited, or written by another version) is ignored.
 */
import { decisionSummarySchema } from '../data/shapes';
import type { DecisionSummary } from '../data/types';

/** Raised when the stored shape changes: an older record is then ignored, never misread. */
const CACHE_VERSION = 2;
const DATABASE_NAME = 'investment-checkpoint.journal-cache';
const STORE_NAME = 'journals';

/** Where the records live: IndexedDB in the browser, memory in tests. */
export interface CacheRecords {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

export interface JournalCache {
  /** The user's cached journal, or null when there is none (or it is not theirs, or unreadable). Read once per user, then remembered. */
  read(userId: string): Promise<DecisionSummary[] | null>;
  /** What `read` settled with for this user, synchronously; undefined while it has not. */
  peek(userId: string): DecisionSummary[] | null | undefined;
  /** Keeps the user's journal, a moment later (a burst of saves writes once), out of the way of typing. */
  write(userId: string, decisions: readonly DecisionSummary[]): void;
  /** Removes every user's journal, and drops any write still waiting. */
  wipe(): Promise<void>;
}

interface StoredJournal {
  version: number;
  userId: string;
  decisions: unknown[];
}

function journalOf(value: unknown, userId: string): DecisionSummary[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<StoredJournal>;
  if (record.version !== CACHE_VERSION || record.userId !== userId || !Array.isArray(record.decisions)) return null;
  // One bad row makes the whole copy suspect: better the database's answer than a partial list.
  return record.decisions.every((d) => decisionSummarySchema.is(d)) ? (record.decisions as DecisionSummary[]) : null;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else resolve();
  });
}

/** Waits this long after the last change before writing: saves come in bursts (Next, Next, Complete). */
export const WRITE_DELAY_MS = 1000;

export function createJournalCache(
  records: CacheRecords | null = indexedDbRecords(),
  options: { delayMs?: number } = {},
): JournalCache {
  const delayMs = options.delayMs ?? WRITE_DELAY_MS;
  const reads = new Map<string, Promise<DecisionSummary[] | null>>();
  const settled = new Map<string, DecisionSummary[] | null>();
  let pending: { timer: ReturnType<typeof setTimeout>; userId: string } | null = null;
  let writing: Promise<void> = Promise.resolve();

  function remember(userId: string, decisions: DecisionSummary[] | null) {
    settled.set(userId, decisions);
    reads.set(userId, Promise.resolve(decisions));
  }

  return {
    read(userId) {
      let read = reads.get(userId);
      if (!read) {
        read = (records ? records.get(userId) : Promise.resolve(undefined)).then(
          (value) => journalOf(value, userId),
          () => null,
        );
        reads.set(userId, read);
        void read.then((decisions) => {
          if (reads.get(userId) === read) settled.set(userId, decisions);
        });
      }
      return read;
    },
    peek: (userId) => settled.get(userId),
    write(userId, decisions) {
      if (pending) clearTimeout(pending.timer);
      // A reload in between reads what was last written.
      remember(userId, [...decisions]);
      const record: StoredJournal = { version: CACHE_VERSION, userId, decisions: [...decisions] };
      pending = {
        userId,
        timer: setTimeout(() => {
          pending = null;
          // Copying 10,000 rows into IndexedDB takes the main thread for a moment: in a pause, not mid-keystroke.
          writing = writing
            .then(whenIdle)
            .then(() => records?.put(userId, record))
            .catch(() => {
              // A full disk or blocked storage: the next reload waits for the database, as before.
            });
        }, delayMs),
      };
    },
    async wipe() {
      if (pending) clearTimeout(pending.timer);
      pending = null;
      reads.clear();
      settled.clear();
      // After any write under way, so that write cannot bring a journal back.
      writing = writing.then(() => records?.clear()).catch(() => {});
      await writing;
    },
  };
}

/** Records kept in memory, for tests. */
export function memoryRecords(): CacheRecords & { keys(): string[] } {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    put: async (key, value) => void values.set(key, structuredClone(value)),
    clear: async () => values.clear(),
    keys: () => [...values.keys()],
  };
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

/** The app's one cache: the session's screens and the view before the database opens read the same copy. */
export const journalCache = createJournalCache();
