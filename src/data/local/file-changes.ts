/**
 * Whether PGlite's files changed since the last flush. Flushing to IndexedDB
 * means reading the index of every stored file (a cursor over hundreds of
 * entries) even when nothing changed, which made every read pay for a write.
 * Postgres changes its files only through the emscripten file system's
 * mutating calls, so counting those calls tells when a flush has work to do.
 * A caller may count only some paths: changes elsewhere are not lost, they
 * wait for the next flush, which stores every file that differs.
 */

/**
 * The mutating calls of emscripten's FS object (the syscalls look them up on
 * it at call time), and how many leading arguments name a file: a path, an
 * open stream, a file node, or a file descriptor.
 */
const MUTATING = {
  write: 1,
  truncate: 1,
  ftruncate: 1,
  unlink: 1,
  rename: 2,
  rmdir: 1,
  mkdir: 1,
  mknod: 1,
  symlink: 2,
  utime: 1,
  chmod: 1,
  fchmod: 1,
  msync: 1,
  open: 1,
} as const;

/** open() changes a file only when it creates or truncates it. */
const O_CREAT = 0o100;
const O_TRUNC = 0o1000;

type Fs = Record<string, unknown>;

export interface FileChanges {
  /** True when a counted file may have changed since `markFlushed()` (and at first, unless told otherwise). */
  pending(): boolean;
  markFlushed(): void;
  markPending(): void;
}

export interface FileChangeOptions {
  /** Which paths' changes call for a flush; all of them unless given. */
  counts?: (path: string) => boolean;
  /** Whether storage may already lack what memory holds when tracking starts. */
  pending?: boolean;
}

function opensForWriting(flags: unknown): boolean {
  if (typeof flags === 'number') return (flags & (O_CREAT | O_TRUNC)) !== 0;
  return typeof flags === 'string' && /[wa+]/.test(flags);
}

/** The path a call's argument names: a path, an open stream, a file node, or a file descriptor. */
function pathOf(fs: Fs, arg: unknown): string | null {
  if (typeof arg === 'string') return arg;
  if (typeof arg === 'number') {
    return typeof fs.getStream === 'function' ? pathOf(fs, (fs.getStream as (fd: number) => unknown)(arg)) : null;
  }
  if (typeof arg !== 'object' || arg === null) return null;
  const { path, parent } = arg as { path?: unknown; parent?: unknown };
  if (typeof path === 'string') return path;
  // open() truncates through the file's node rather than its path.
  if (parent && typeof fs.getPath === 'function') return (fs.getPath as (node: unknown) => string)(arg);
  return null;
}

export function trackFileChanges(fs: Fs, options: FileChangeOptions = {}): FileChanges {
  const { counts } = options;
  let pending = options.pending ?? true;
  // A call whose file cannot be told counts: a missed flush would lose a save, an extra one costs a few ms.
  const counted = (args: unknown[], files: number) => {
    if (!counts) return true;
    const paths = args.slice(0, files).map((arg) => pathOf(fs, arg));
    return paths.some((path) => path === null || counts(path));
  };
  for (const [name, files] of Object.entries(MUTATING)) {
    const original = fs[name];
    if (typeof original !== 'function') continue;
    fs[name] = function (this: unknown, ...args: unknown[]) {
      if (!pending && (name !== 'open' || opensForWriting(args[1])) && counted(args, files)) pending = true;
      return original.apply(this, args);
    };
  }
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
