/**
 * The migrated database a first visit starts from. Built in Node with the
 * same PGlite the browser runs: the shim and every migration applied and
 * recorded, then the data directory dumped. A browser loading this dump skips
 * initdb and migrations entirely, which are most of a first visit's wait.
 *
 * The choices made here are measured in docs/persistence.md. PGlite's
 * IndexedDB file system loads every file of the data directory on each start
 * and rewrites a whole changed file on every flush, so the directory is kept
 * small: WAL segments of 1 MB (the default 16 MB segment made each save write
 * 16 MB), and no template databases (they only serve CREATE DATABASE, which
 * the app never runs; the app's database is `postgres`), a third less to read.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { migrate } from './migrate.ts';
import type { SqlScript } from './sql-scripts.ts';

/** Where the build writes the dump; `snapshot-asset.ts` points the browser build at it. */
export const SNAPSHOT_FILE = fileURLToPath(new URL('./generated/database-snapshot.tar.gz', import.meta.url));

/** Raise when the way snapshots are made changes, so cached ones are rebuilt. */
const SNAPSHOT_FORMAT = 'wal-segsize=1;no-template0;no-template1;no-spare-wal;gzip;v3';

export const SNAPSHOT_INITDB_PARAMS = ['--wal-segsize=1'];

async function pgliteVersion(): Promise<string> {
  // The package exports no package.json; its entry point sits in dist/ beside it.
  const manifest = fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')));
  return JSON.parse(await readFile(manifest, 'utf8')).version as string;
}

/** Changes whenever a script, PGlite or the snapshot recipe changes. */
export async function snapshotFingerprint(scripts: SqlScript[]): Promise<string> {
  const hash = createHash('sha256')
    .update(SNAPSHOT_FORMAT)
    .update(await pgliteVersion());
  for (const script of scripts) hash.update('\0').update(script.key).update('\0').update(script.checksum);
  return hash.digest('hex');
}

/** Where PGlite keeps the write-ahead log in its in-memory file system. */
const WAL_DIRECTORY = '/pglite/data/pg_wal';
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Deletes the log segments initdb's checkpoints renamed ahead of the one in
 * use, for reuse. Postgres never reads a segment before it writes it, and
 * creates one that is missing when the log reaches it; shipped, those spares
 * were six of the dump's seven megabytes of log, which every first visit
 * unpacks and writes to IndexedDB before the database is ready. Names sort
 * in log order, so the spares are the names after the current segment's.
 */
async function dropSpareWalSegments(db: PGlite): Promise<void> {
  const fs = db.Module.FS as unknown as { readdir(path: string): string[]; unlink(path: string): void };
  const { rows } = await db.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment');
  const current = rows[0]?.segment;
  if (!current) throw new Error('the log segment in use could not be read');
  for (const name of fs.readdir(WAL_DIRECTORY)) {
    if (WAL_SEGMENT.test(name) && name > current) fs.unlink(`${WAL_DIRECTORY}/${name}`);
  }
}

/** A freshly built dump (gzip tar) of a database with every script applied. */
export async function buildDatabaseSnapshot(scripts: SqlScript[]): Promise<Uint8Array<ArrayBuffer>> {
  const db = await PGlite.create({ extensions: { pgcrypto }, initDbStartParams: SNAPSHOT_INITDB_PARAMS });
  try {
    for (const template of ['template0', 'template1']) {
      await db.query(`update pg_database set datistemplate = false where datname = '${template}'`);
      await db.query(`drop database ${template}`);
    }
    await migrate(db, scripts);
    await db.query('vacuum');
    await db.query('checkpoint');
    await dropSpareWalSegments(db);
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * The dump for these scripts, built only when missing or stale. Build, dev
 * server and test workers may ask at once: each writes a file of its own and
 * renames it into place, so nobody reads half a dump.
 */
export async function ensureDatabaseSnapshot(
  scripts: SqlScript[],
  file: string = SNAPSHOT_FILE,
): Promise<Uint8Array<ArrayBuffer>> {
  const fingerprint = await snapshotFingerprint(scripts);
  const stampFile = `${file}.fingerprint`;
  try {
    if ((await readFile(stampFile, 'utf8')) === fingerprint) return new Uint8Array(await readFile(file));
  } catch {
    // Missing: built below.
  }
  const dump = await buildDatabaseSnapshot(scripts);
  await mkdir(path.dirname(file), { recursive: true });
  const unique = `${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}`;
  await writeFile(`${file}.${unique}`, dump);
  await rename(`${file}.${unique}`, file);
  await writeFile(`${stampFile}.${unique}`, fingerprint);
  await rename(`${stampFile}.${unique}`, stampFile);
  return dump;
}
