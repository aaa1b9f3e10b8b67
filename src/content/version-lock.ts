/**
 * Released bank versions. Every decision, assessment and review stores the bank
 * id and version it was answered on, so a released version must never change
 * in place: its questions and options give stored answers their meaning.
 * `content -- release` copies each bank's current version to
 * questionnaires/<folder>/versions/<version>.json and records a hash of it in
 * questionnaires/versions.lock.json; `content -- check` then refuses a bank.json
 * or snapshot that no longer matches its locked hash, and a version lower than
 * one already released. Node-only (reads files, hashes).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import { compareVersions } from './compare-versions.ts';
import { BANK_FILE, bankFilesOnDisk, CONTENT_DIR } from './load-from-disk.ts';
import type { Problem } from './problem.ts';
import { schemaReport } from './schema-problems.ts';
import type { Bank } from './types.ts';

export const LOCK_FILE = `${CONTENT_DIR}/versions.lock.json`;
export const VERSIONS_DIR = 'versions';
/** What a snapshot's `$schema` says: it lies one folder deeper than bank.json. */
export const SNAPSHOT_SCHEMA = '../../schema/bank.schema.json';

/** Bank id → released version → "sha256:<hex>" of the bank's canonical JSON. */
export interface VersionLock {
  $comment?: string;
  banks: Record<string, Record<string, string>>;
}

const LOCK_COMMENT =
  'Released bank versions, written by `npm run content -- release`; do not edit by hand. Each hash is of the bank as released (questionnaires/<bank>/versions/<version>.json). `npm run content -- check` refuses a released version changed in place: raise the bank\u2019s "version" instead.';

/** JSON with keys sorted at every level and no `$schema` (which differs between a bank and its snapshot). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== '$schema')
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

export function bankHash(bank: unknown): string {
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(canonical(bank)))
    .digest('hex')}`;
}

export { compareVersions } from './compare-versions.ts';

export function readLock(root: string): VersionLock {
  const file = path.join(root, LOCK_FILE);
  if (!fs.existsSync(file)) return { banks: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VersionLock;
}

export function writeLock(root: string, lock: VersionLock): void {
  const banks = Object.fromEntries(
    Object.keys(lock.banks)
      .sort()
      .map((id) => [
        id,
        Object.fromEntries(Object.entries(lock.banks[id] ?? {}).sort(([a], [b]) => compareVersions(a, b))),
      ]),
  );
  fs.writeFileSync(path.join(root, LOCK_FILE), `${JSON.stringify({ $comment: LOCK_COMMENT, banks }, null, 2)}\n`);
}

interface BankFolder {
  /** bank.json relative to the root. */
  file: string;
  /** The folder holding it, relative to the root. */
  folder: string;
  data: { id?: unknown; version?: unknown };
}

function bankFolders(root: string): BankFolder[] {
  return bankFilesOnDisk(root).flatMap((file) => {
    try {
      const data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as BankFolder['data'];
      return [{ file, folder: path.posix.dirname(file), data }];
    } catch {
      // Unreadable banks are the content check's to report.
      return [];
    }
  });
}

/** A released snapshot on disk: its file (relative to the root), version and parsed JSON. */
export interface Snapshot {
  file: string;
  version: string;
  data: unknown;
}

export function snapshotsIn(root: string, folder: string): Snapshot[] {
  const dir = path.join(root, folder, VERSIONS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = `${folder}/${VERSIONS_DIR}/${name}`;
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      } catch {
        data = undefined;
      }
      return { file, version: name.replace(/\.json$/, ''), data };
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

const RAISE =
  'raise "version" (the last number for a wording fix, the middle one for a new or changed question or option) and run npm run content -- release';

/** Everything in the bank folders that disagrees with the lock. */
export function versionProblems(root: string): Problem[] {
  const lock = readLock(root);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const { file, folder, data } of bankFolders(root)) {
    if (typeof data.id !== 'string' || typeof data.version !== 'string') continue;
    const { id, version } = data;
    seen.add(id);
    const released = lock.banks[id] ?? {};
    const locked = released[version];
    if (locked !== undefined && locked !== bankHash(data)) {
      problems.push({
        file,
        path: '$.version',
        message: `version ${version} is released (${LOCK_FILE}) and this file no longer matches it, which would change the meaning of answers stored on it: ${RAISE}`,
      });
    }
    const newest = Object.keys(released).sort(compareVersions).at(-1);
    if (locked === undefined && newest !== undefined && compareVersions(version, newest) < 0) {
      problems.push({ file, path: '$.version', message: `must be higher than ${newest}, the latest released version` });
    }
    const snapshots = snapshotsIn(root, folder);
    for (const snapshot of snapshots) {
      const hash = released[snapshot.version];
      if (hash === undefined) {
        problems.push({
          file: snapshot.file,
          path: '$',
          message: `version ${snapshot.version} is not in ${LOCK_FILE}: run npm run content -- release, or delete the file`,
        });
      } else if (snapshot.data === undefined || bankHash(snapshot.data) !== hash) {
        problems.push({
          file: snapshot.file,
          path: '$',
          message: `released version ${snapshot.version} was changed in place; released versions never change (restore it from git), and edits go into ${BANK_FILE} under a higher version`,
        });
      } else {
        problems.push(...schemaReport(bankSchema, snapshot.data, snapshot.file).problems);
      }
    }
    for (const missing of Object.keys(released).filter((v) => !snapshots.some((s) => s.version === v))) {
      problems.push({
        file: `${folder}/${VERSIONS_DIR}/${missing}.json`,
        path: '$',
        message: `released version ${missing} of "${id}" is missing; answers stored on it could no longer be opened (restore it from git)`,
      });
    }
  }
  for (const id of Object.keys(lock.banks).filter((bankId) => !seen.has(bankId))) {
    problems.push({
      file: LOCK_FILE,
      path: `$.banks[${JSON.stringify(id)}]`,
      message: `bank "${id}" was released but its folder is gone; answers stored on it could no longer be opened`,
    });
  }
  return problems;
}

/** What `release` did per bank. */
export type ReleaseOutcome =
  | { id: string; version: string; status: 'unchanged' }
  /** `file` the bank.json released, `copy` the released version written beside it. */
  | { id: string; version: string; status: 'released'; file: string; copy: string }
  | { id: string; version: string; status: 'edited-in-place' | 'lower-than-released'; file: string };

/**
 * Records every current bank's version in the lock and writes its snapshot.
 * Nothing is written when any bank changed a released version in place or went
 * below one.
 */
export function releaseVersions(root: string, banks: readonly Bank[]): ReleaseOutcome[] {
  const lock = readLock(root);
  const folders = new Map(bankFolders(root).map((entry) => [entry.data.id, entry]));
  const outcomes: ReleaseOutcome[] = banks.map((bank) => {
    const released = lock.banks[bank.id] ?? {};
    const folder = folders.get(bank.id);
    const file = folder?.file ?? '';
    const locked = released[bank.version];
    if (locked !== undefined) {
      return locked === bankHash(bank)
        ? { id: bank.id, version: bank.version, status: 'unchanged' }
        : { id: bank.id, version: bank.version, status: 'edited-in-place', file };
    }
    const newest = Object.keys(released).sort(compareVersions).at(-1);
    if (newest !== undefined && compareVersions(bank.version, newest) < 0) {
      return { id: bank.id, version: bank.version, status: 'lower-than-released', file };
    }
    const copy = `${folder?.folder ?? ''}/${VERSIONS_DIR}/${bank.version}.json`;
    return { id: bank.id, version: bank.version, status: 'released', file, copy };
  });
  if (outcomes.some(({ status }) => status === 'edited-in-place' || status === 'lower-than-released')) return outcomes;
  for (const outcome of outcomes.filter(({ status }) => status === 'released')) {
    const bank = banks.find(({ id }) => id === outcome.id);
    const folder = folders.get(outcome.id)?.folder;
    if (!bank || !folder) continue;
    fs.mkdirSync(path.join(root, folder, VERSIONS_DIR), { recursive: true });
    const snapshot = { ...bank, $schema: SNAPSHOT_SCHEMA };
    fs.writeFileSync(
      path.join(root, folder, VERSIONS_DIR, `${bank.version}.json`),
      `${JSON.stringify(snapshot, null, 2)}\n`,
    );
    lock.banks[bank.id] = { ...(lock.banks[bank.id] ?? {}), [bank.version]: bankHash(bank) };
  }
  writeLock(root, lock);
  return outcomes;
}

/**
 * Every released snapshot that is not the bank's current version (that one is
 * bank.json itself), valid against the bank schema: what the app opens a
 * stored answer with when it was given on an older version.
 */
export function releasedBanks(root: string, current: readonly Bank[]): Bank[] {
  return bankFolders(root).flatMap(({ folder, data }) =>
    snapshotsIn(root, folder).flatMap(({ data: snapshot, file }) => {
      if (snapshot === undefined || !schemaReport(bankSchema, snapshot, file).usable) return [];
      const bank = snapshot as Bank;
      const isCurrent = current.some(({ id, version }) => id === bank.id && version === bank.version);
      return bank.id === data.id && !isCurrent ? [bank] : [];
    }),
  );
}
