/**
 * A copy of the first screen of the signed-in user's journal in this browser:
 * the newest decisions' summaries (as many as the journal's first screen
 * shows) and how many decisions there are in all, so a reload shows the
 * journal at once while the embedded database opens; the database's answer
 * replaces it when it comes.
 *
 * Only the first screen, so reading, checking and drawing it costs the same
 * with ten decisions as with ten thousand. Kept in localStorage
 * (`journal-records.ts`, which says why not IndexedDB), and the read can start
 * before the signed-in screens' code has loaded.
 * One record per user, keyed and stamped with the user's id: a read for anyone
 * else gets nothing. It holds only what the lists already hold (no full answers,
 * no evaluation), and is wiped whenever a session ends. A record that does not
 * look like a journal (hand-edited, or written by another version) is ignored.
 */
import { decisionSummarySchema } from '../data/shapes';
import type { DecisionSummary } from '../data/types';
import { type CacheRecords, journalRecords } from './journal-records';

/** Raised when the stored shape changes: an older record is then ignored, never misread. */
const CACHE_VERSION = 2;

/** How many of the newest decisions are kept: more than the rows of the tallest screen. */
export const KEPT_DECISIONS = 50;

/** What a reload shows before the database opens. */
export interface KeptJournal {
  /** The newest decisions, newest first: at most `KEPT_DECISIONS`. */
  decisions: DecisionSummary[];
  /** How many decisions the journal holds in all, and how many of them are completed. */
  total: number;
  completed: number;
}

export interface JournalCache {
  /** The user's kept journal, or null when there is none (or it is not theirs, or unreadable). Read once per user, then remembered. */
  read(userId: string): Promise<KeptJournal | null>;
  /** What `read` settled with for this user, synchronously; undefined while it has not. */
  peek(userId: string): KeptJournal | null | undefined;
  /** Keeps the first screen of the user's journal, a moment later (a burst of saves writes once), out of the way of typing. */
  write(userId: string, decisions: readonly DecisionSummary[]): void;
  /** Removes every user's journal, and drops any write still waiting. */
  wipe(): Promise<void>;
}

interface StoredJournal extends KeptJournal {
  version: number;
  userId: string;
}

/**
 * The first screen of a journal: its newest decisions, in the journal's order (newest first, ties as given),
 * and its counts. One pass, no sort: it runs after every change of a list that may hold thousands.
 */
export function keptJournalOf(decisions: readonly DecisionSummary[]): KeptJournal {
  const newest: DecisionSummary[] = [];
  let completed = 0;
  for (const decision of decisions) {
    if (decision.completed) completed += 1;
    const last = newest[newest.length - 1];
    if (newest.length === KEPT_DECISIONS && last && decision.createdAt <= last.createdAt) continue;
    let at = newest.length;
    while (at > 0 && decision.createdAt > (newest[at - 1] as DecisionSummary).createdAt) at -= 1;
    newest.splice(at, 0, decision);
    if (newest.length > KEPT_DECISIONS) newest.pop();
  }
  return { decisions: newest, total: decisions.length, completed };
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function journalOf(value: unknown, userId: string): KeptJournal | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<StoredJournal>;
  if (record.version !== CACHE_VERSION || record.userId !== userId || !Array.isArray(record.decisions)) return null;
  const { decisions, total, completed } = record;
  if (decisions.length > KEPT_DECISIONS || !isCount(total) || !isCount(completed)) return null;
  if (total < decisions.length || completed > total) return null;
  // One bad row makes the whole copy suspect: better the database's answer than a partial list.
  return decisions.every((d) => decisionSummarySchema.is(d)) ? { decisions, total, completed } : null;
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
  records: CacheRecords | null = journalRecords,
  options: { delayMs?: number } = {},
): JournalCache {
  const delayMs = options.delayMs ?? WRITE_DELAY_MS;
  const reads = new Map<string, Promise<KeptJournal | null>>();
  const settled = new Map<string, KeptJournal | null>();
  let pending: { timer: ReturnType<typeof setTimeout>; userId: string } | null = null;
  let writing: Promise<void> = Promise.resolve();

  function remember(userId: string, journal: KeptJournal | null) {
    settled.set(userId, journal);
    reads.set(userId, Promise.resolve(journal));
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
      const journal = keptJournalOf(decisions);
      remember(userId, journal);
      const record: StoredJournal = { version: CACHE_VERSION, userId, ...journal };
      pending = {
        userId,
        timer: setTimeout(() => {
          pending = null;
          // In a pause, not mid-keystroke.
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

/** The app's one cache: the session's screens and the view before the database opens read the same copy. */
export const journalCache = createJournalCache();
