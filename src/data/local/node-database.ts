/**
 * Embedded databases for Node (tests, scripts, end-to-end fixtures).
 * Migrating a fresh PGlite takes seconds, loading a dump of a migrated one
 * well under one; so the migrated database is dumped once (per content of the
 * SQL, cached in the OS temp folder across runs) and every caller gets a copy.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { diskScripts } from './disk-sql';
import { migrate } from './migrate';

const extensions = { pgcrypto };

/** A migrated database: in memory, or persisted in `dataDir` (a folder) and migrated up to date. */
export async function openNodeDatabase(options: { dataDir?: string } = {}): Promise<PGlite> {
  const db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions });
  await migrate(db, await diskScripts());
  return db;
}

let snapshot: Promise<Blob> | null = null;

async function migratedSnapshot(): Promise<Blob> {
  const scripts = await diskScripts();
  const hash = createHash('sha256');
  for (const script of scripts) hash.update(script.key).update('\0').update(script.sql).update('\0');
  const file = path.join(tmpdir(), `investment-checkpoint-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await PGlite.create({ extensions });
    await migrate(db, scripts);
    const dump = await db.dumpDataDir('none');
    await db.close();
    // Write then rename: parallel test workers never read a half-written file.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** A fresh in-memory copy of the migrated database (fast: loads a cached dump). */
export async function openMigratedCopy(): Promise<PGlite> {
  snapshot ??= migratedSnapshot();
  return PGlite.create({ loadDataDir: await snapshot, extensions });
}
