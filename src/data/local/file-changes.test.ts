/**
 * The flush decision rests on this tracker: a change it misses is a save that
 * never reaches storage, a change it invents is only a wasted flush. So the
 * properties below check both directions over random sequences of file
 * system calls, on a stand-in with emscripten's call shapes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackFileChanges } from './file-changes';

const O_RDONLY = 0;
const O_CREAT = 0o100;

/** The parts of emscripten's FS the tracker wraps, recording nothing but open streams. */
function fakeFs() {
  const streams: Record<number, { path: string }> = {};
  let next = 3;
  return {
    streams,
    getStream: (fd: number) => streams[fd],
    open(path: string, _flags: number) {
      const stream = { path, fd: next++ };
      streams[stream.fd] = stream;
      return stream;
    },
    getPath: (node: { name: string }) => node.name,
    write: (_stream: { path: string }, _buffer: Uint8Array) => 0,
    truncate: (_node: { parent: unknown; name: string } | string, _length: number) => {},
    ftruncate: (_fd: number, _length: number) => {},
    rename: (_from: string, _to: string) => {},
    unlink: (_path: string) => {},
    chmod: (_path: string, _mode: number) => {},
  };
}

const WAL = (path: string) => path.includes('/pg_wal/');
const paths = fc.constantFrom(
  '/pglite/db/pg_wal/000000010000000000000001',
  '/pglite/db/pg_wal/xlogtemp.42',
  '/pglite/db/base/5/1259',
  '/pglite/db/global/pg_internal.init',
  '/pglite/db/pg_xact/0000',
);

type Call =
  | { kind: 'write'; path: string }
  | { kind: 'ftruncate'; path: string }
  | { kind: 'truncate-node'; path: string }
  | { kind: 'rename'; from: string; to: string }
  | { kind: 'unlink'; path: string }
  | { kind: 'chmod'; path: string; mode: number }
  | { kind: 'read'; path: string }
  | { kind: 'flush' };

const call: fc.Arbitrary<Call> = fc.oneof(
  paths.map((path) => ({ kind: 'write' as const, path })),
  paths.map((path) => ({ kind: 'ftruncate' as const, path })),
  paths.map((path) => ({ kind: 'truncate-node' as const, path })),
  fc.tuple(paths, paths).map(([from, to]) => ({ kind: 'rename' as const, from, to })),
  paths.map((path) => ({ kind: 'unlink' as const, path })),
  // A mode that is also a file descriptor number must not be taken for one.
  fc.tuple(paths, fc.integer({ min: 0, max: 0o777 })).map(([path, mode]) => ({ kind: 'chmod' as const, path, mode })),
  paths.map((path) => ({ kind: 'read' as const, path })),
  fc.constant({ kind: 'flush' as const }),
);

/** Runs the calls and returns the paths changed since the last flush. */
function run(fs: ReturnType<typeof fakeFs>, calls: Call[], markFlushed: () => void): string[] {
  let changed: string[] = [];
  for (const step of calls) {
    switch (step.kind) {
      case 'write':
        fs.write(fs.open(step.path, O_CREAT), new Uint8Array(1));
        changed.push(step.path);
        break;
      case 'ftruncate':
        fs.ftruncate(fs.open(step.path, O_CREAT).fd, 0);
        changed.push(step.path);
        break;
      case 'truncate-node':
        // emscripten's open() truncates through the file's node, not its path.
        fs.truncate({ parent: {}, name: step.path }, 0);
        changed.push(step.path);
        break;
      case 'rename':
        fs.rename(step.from, step.to);
        changed.push(step.from, step.to);
        break;
      case 'unlink':
        fs.unlink(step.path);
        changed.push(step.path);
        break;
      case 'chmod':
        fs.chmod(step.path, step.mode);
        changed.push(step.path);
        break;
      case 'read':
        fs.open(step.path, O_RDONLY);
        break;
      case 'flush':
        markFlushed();
        changed = [];
        break;
    }
  }
  return changed;
}

describe('which file changes call for a flush', () => {
  it('counts exactly the changes to counted files since the last flush', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 30 }), (calls) => {
        const fs = fakeFs();
        const changes = trackFileChanges(fs, { counts: WAL, pending: false });
        const changed = run(fs, calls, () => changes.markFlushed());
        expect(changes.pending()).toBe(changed.some(WAL));
      }),
    );
  });

  it('counts every change when no paths are singled out', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 30 }), (calls) => {
        const fs = fakeFs();
        const changes = trackFileChanges(fs, { pending: false });
        const changed = run(fs, calls, () => changes.markFlushed());
        expect(changes.pending()).toBe(changed.length > 0);
      }),
    );
  });

  it('counts a change to a file it cannot name, rather than risk losing a save', () => {
    const fs = fakeFs();
    const changes = trackFileChanges(fs, { counts: WAL, pending: false });
    fs.ftruncate(999, 0);
    expect(changes.pending()).toBe(true);
  });

  it('starts pending unless storage is known to hold everything', () => {
    expect(trackFileChanges(fakeFs()).pending()).toBe(true);
    expect(trackFileChanges(fakeFs(), { pending: false }).pending()).toBe(false);
  });
});
