/**
 * When the embedded database flushes to browser storage. PGlite, as its
 * worker serves other tabs, would flush after every protocol message (six
 * per query) and, inside a transaction, not after the COMMIT, so a committed
 * save could sit in memory until the next statement. This flushes exactly
 * once per statement that ends outside a transaction block — an autocommit
 * statement or a COMMIT/ROLLBACK — before its result goes back to the tab. A
 * save the app reports as done is therefore on storage.
 *
 * Only a change to the write-ahead log calls for a flush: a commit is durable
 * once its log record is stored, because the next open replays the log onto
 * whatever data files it finds. What reads and the open itself change (hint
 * bits, caches, the checkpoint that ends crash recovery) waits for the next
 * commit's flush, which stores every file that differs in one IndexedDB
 * transaction, so storage always holds one consistent state.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type FileChanges, trackFileChanges } from './file-changes';

const WAL_FILE = /(^|\/)pg_wal\//;

/**
 * Watches the database's files for changes a flush must carry. `stored` says
 * whether storage already holds everything in memory (a reopened database)
 * or not (one just loaded from a snapshot).
 */
export function trackCommits(db: Pick<PGlite, 'Module'>, stored = false): FileChanges {
  return trackFileChanges(db.Module.FS as unknown as Record<string, unknown>, {
    counts: (path) => WAL_FILE.test(path),
    pending: !stored,
  });
}

type Flushable = Pick<
  PGlite,
  | 'execProtocol'
  | 'execProtocolStream'
  | 'execProtocolRaw'
  | 'execProtocolRawStream'
  | 'syncToFs'
  | 'isInTransaction'
  | 'Module'
>;

/** The frontend/backend protocol's Sync message ends every statement PGlite's clients send. */
const SYNC = 0x53;

export function flushOncePerStatement<T extends Flushable>(db: T, changes: FileChanges = trackCommits(db)): T {
  const sync = db.syncToFs.bind(db);
  const flush = async () => {
    // Nothing committed since the last flush: no need to scan what is stored.
    if (!changes.pending()) return;
    changes.markFlushed();
    try {
      await sync();
    } catch (error) {
      changes.markPending();
      throw error;
    }
  };
  // execProtocol calls execProtocolRaw on the same instance: flush only at the outermost call.
  let depth = 0;
  const wrap = <F>(call: F): F => {
    const original = (call as (...args: unknown[]) => Promise<unknown>).bind(db);
    return (async (message: Uint8Array, options: Record<string, unknown> = {}) => {
      depth += 1;
      try {
        return await original(message, { ...options, syncToFs: false });
      } finally {
        depth -= 1;
        if (depth === 0 && message[0] === SYNC && !db.isInTransaction()) await flush();
      }
    }) as F;
  };
  db.execProtocol = wrap(db.execProtocol);
  db.execProtocolStream = wrap(db.execProtocolStream);
  db.execProtocolRaw = wrap(db.execProtocolRaw);
  db.execProtocolRawStream = wrap(db.execProtocolRawStream);
  // Tabs also ask for a flush after each autocommit statement; the Sync above already made it.
  db.syncToFs = async () => {};
  return db;
}
