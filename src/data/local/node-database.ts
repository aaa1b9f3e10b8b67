/**
 * Embedded databases for Node (tests, scripts, end-to-end fixtures).
 * They start from the same migrated snapshot a browser's first visit loads
 * (database-snapshot.ts, rebuilt whenever a script changes), so tests
 * run on exactly the database users get, and fast.
 */
import { PGlite } from '@electric-sql/pglite';
import { ensureDatabaseSnapshot } from './database-snapshot';
import { diskScripts } from './disk-sql';
import { ENGINE_START_PARAMS } from './engine-settings';
import { migrate } from './migrate';
import { pgcryptoOnFirstUse } from './pgcrypto-on-first-use';

const extensions = { pgcrypto: pgcryptoOnFirstUse };
const startParams = [...ENGINE_START_PARAMS];

/** A database migrated from scratch (initdb, then every script): in memory, or persisted in `dataDir`. */
export async function openNodeDatabase(options: { dataDir?: string } = {}): Promise<PGlite> {
  const db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions, startParams });
  await migrate(db, await diskScripts());
  return db;
}

let snapshot: Promise<Uint8Array<ArrayBuffer>> | null = null;

/** A fresh in-memory copy of the migrated snapshot, brought up to date like a browser's database. */
export async function openMigratedCopy(): Promise<PGlite> {
  snapshot ??= diskScripts().then((scripts) => ensureDatabaseSnapshot(scripts));
  const db = await PGlite.create({ loadDataDir: new Blob([await snapshot]), extensions, startParams });
  await migrate(db, await diskScripts());
  return db;
}
