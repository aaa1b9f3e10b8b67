/**
 * The snapshots the storage benchmark loads, made the way the app's build
 * makes its own (src/data/local/database-snapshot.ts) but in the
 * variants being compared: 16 MB or 1 MB WAL segments, with or without the
 * template0 database, gzip or plain tar.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { diskScripts } from '../../src/data/local/disk-sql.ts';
import { migrate } from '../../src/data/local/migrate.ts';

const VARIANTS = [
  { name: 'wal16', walSegmentMb: 16, dropTemplate0: false },
  { name: 'wal1', walSegmentMb: 1, dropTemplate0: false },
  { name: 'slim', walSegmentMb: 1, dropTemplate0: true },
];

export async function ensureBenchSnapshots(publicDir: string): Promise<void> {
  mkdirSync(publicDir, { recursive: true });
  const scripts = await diskScripts();
  for (const variant of VARIANTS) {
    if (existsSync(path.join(publicDir, `${variant.name}.tar`))) continue;
    const db = await PGlite.create({
      extensions: { pgcrypto },
      initDbStartParams: [`--wal-segsize=${variant.walSegmentMb}`],
    });
    if (variant.dropTemplate0) {
      await db.query(`update pg_database set datistemplate = false where datname = 'template0'`);
      await db.query('drop database template0');
    }
    await migrate(db, scripts);
    await db.query('checkpoint');
    for (const compression of ['none', 'gzip'] as const) {
      const dump = new Uint8Array(await (await db.dumpDataDir(compression)).arrayBuffer());
      writeFileSync(path.join(publicDir, `${variant.name}.${compression === 'gzip' ? 'tar.gz' : 'tar'}`), dump);
    }
    await db.close();
  }
}
