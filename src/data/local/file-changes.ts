/**
 * Whether PGlite's files changed since the last flush. Flushing to IndexedDB
 * means reading the index of every stored file (a cursor over hundreds of
 * entries) even when nothing changed, which made every read pay for a write.
 * Postgres changes its files only through the emscripten file system's
 * mutating calls, so counting those calls tells when a flush has work to do.
 */

/** The mutating calls of emscripten's FS object (the syscalls look them up on it at call time). */
const MUTATING = [
  'write',
  'truncate',
  'ftruncate',
  'unlink',
  'rename',
  'rmdir',
  'mkdir',
  'mknod',
  'symlink',
  'utime',
  'chmod',
  'fchmod',
  'msync',
] as const;

/** open() changes a file only when it creates or truncates it. */
const O_CREAT = 0o100;
const O_TRUNC = 0o1000;

type Fs = Record<string, unknown>;

export interface FileChanges {
  /** True when a file may have changed since `markFlushed()` (and at first). */
  pending(): boolean;
  markFlushed(): void;
  markPending(): void;
}

function opensForWriting(flags: unknown): boolean {
  if (typeof flags === 'number') return (flags & (O_CREAT | O_TRUNC)) !== 0;
  return typeof flags === 'string' && /[wa+]/.test(flags);
}

export function trackFileChanges(fs: Fs): FileChanges {
  let pending = true;
  const wrap = (name: string, changes: (args: unknown[]) => boolean) => {
    const original = fs[name];
    if (typeof original !== 'function') return;
    fs[name] = function (this: unknown, ...args: unknown[]) {
      if (changes(args)) pending = true;
      return original.apply(this, args);
    };
  };
  for (const name of MUTATING) wrap(name, () => true);
  wrap('open', (args) => opensForWriting(args[1]));
  return {
    pending: () => pending,
    markFlushed: () => {
      pending = false;
    },
    markPending: () => {
      pending = true;
    },
  };
}
