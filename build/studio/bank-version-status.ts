/**
 * Where a bank stands against its last released version: whether its
 * "version" is released with other content (exactly what `content check`
 * refuses as changed in place: the lock's hash no longer matches), the bump
 * its content needs over the highest released version and the version that
 * gives, and the line diff between the two. `data` is the bank as parsed (on
 * disk, or an unsaved edit); undefined when it names no id and version.
 */
import path from 'node:path';
import { raiseVersion } from '../../src/content/raise-version.ts';
import { suggestVersionBump } from '../../src/content/suggest-version-bump.ts';
import { bankHash, compareVersions, readLock, snapshotsIn } from '../../src/content/version-lock.ts';
import type { BankVersionStatus } from '../../src/studio/studio-api-types.ts';
import { diffHunks } from './diff-hunks.ts';
import { lineDiff } from './line-diff.ts';

export function bankVersionStatus(root: string, file: string, data: unknown): BankVersionStatus | undefined {
  const bank = (data ?? {}) as { id?: unknown; version?: unknown; $schema?: unknown };
  if (typeof bank.id !== 'string' || typeof bank.version !== 'string') return undefined;
  const { id, version } = bank;
  const lock = readLock(root).banks[id] ?? {};
  const locked = lock[version];
  const changedInPlace = locked !== undefined && locked !== bankHash(data);
  const released = Object.keys(lock).sort(compareVersions).at(-1);
  const copy = snapshotsIn(root, path.posix.dirname(file)).find((snapshot) => snapshot.version === released)?.data;
  if (released === undefined || copy === undefined) return { id, file, version, released, changedInPlace, hunks: [] };
  const bump = suggestVersionBump(copy, data);
  // An older released version edited back to the newest one's content: the newest version is the one it is.
  const raised = bump ? raiseVersion(released, bump) : changedInPlace ? released : undefined;
  // The copy names its schema from one folder deeper: that line is no edit.
  const asReleased = JSON.stringify({ ...(copy as object), $schema: bank.$schema }, null, 2);
  return {
    id,
    file,
    version,
    released,
    changedInPlace,
    bump,
    suggested: raised !== undefined && compareVersions(version, raised) < 0 ? raised : undefined,
    hunks: diffHunks(lineDiff(asReleased, JSON.stringify(data, null, 2))),
  };
}
