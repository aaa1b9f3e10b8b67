/**
 * A first visit starts from the snapshot built with the app; the database it
 * gets must be the one a migration from scratch would have made.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabaseSnapshot } from './database-snapshot';
import { diskScripts } from './disk-sql';
import { openMigratedCopy, openNodeDatabase } from './node-database';

/** The schemas the migrations define; the tracking table's schema is compared where it has tables. */
const SCHEMAS = `'public', 'auth', 'account_lookup', 'account_removal'`;

const CATALOG = {
  tables: `select table_schema, table_name, table_type from information_schema.tables
           where table_schema in (${SCHEMAS}, 'local_runtime') order by 1, 2`,
  columns: `select table_schema, table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
            where table_schema in (${SCHEMAS}, 'local_runtime') order by 1, 2, 3`,
  constraints: `select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def from pg_constraint
                where connamespace::regnamespace::text in (${SCHEMAS}) order by 1, 2`,
  policies: `select schemaname, tablename, policyname, cmd, roles::text, qual, with_check from pg_policies order by 1, 2, 3`,
  functions: `select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args, p.prosecdef, md5(p.prosrc) as body
              from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname in (${SCHEMAS}) order by 1, 2, 3`,
  grants: `select grantee, table_schema, table_name, privilege_type from information_schema.role_table_grants
           where table_schema in (${SCHEMAS}) order by 1, 2, 3, 4`,
  routineGrants: `select grantee, routine_schema, routine_name, privilege_type from information_schema.role_routine_grants
                  where routine_schema in (${SCHEMAS}) order by 1, 2, 3, 4`,
  rowSecurity: `select relname, relrowsecurity, relforcerowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  scripts: `select script, checksum from local_runtime.applied_scripts order by 1`,
};

let fromSnapshot: PGlite;
let fromScratch: PGlite;
beforeAll(async () => {
  [fromSnapshot, fromScratch] = await Promise.all([openMigratedCopy(), openNodeDatabase()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([fromSnapshot.close(), fromScratch.close()]);
});

describe('the database snapshot a first visit loads', () => {
  for (const [part, sql] of Object.entries(CATALOG)) {
    it(`has the same ${part} as a database migrated from scratch`, async () => {
      const [snapshot, scratch] = await Promise.all([fromSnapshot.query(sql), fromScratch.query(sql)]);
      expect(snapshot.rows.length).toBeGreaterThan(0);
      expect(snapshot.rows).toEqual(scratch.rows);
    });
  }

  it('already holds every script, the newest included, so a first visit applies none', async () => {
    const scripts = await diskScripts();
    // Loaded as the worker loads it, without the migration run openMigratedCopy adds.
    const raw = await PGlite.create({
      loadDataDir: new Blob([await ensureDatabaseSnapshot(scripts)]),
      extensions: { pgcrypto },
    });
    try {
      const applied = await raw.query<{ script: string }>('select script from local_runtime.applied_scripts');
      expect(applied.rows.map((row) => row.script).sort()).toEqual(scripts.map((script) => script.key).sort());
      const forecastColumns = await raw.query(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'decisions' and column_name like 'forecast%' order by 1`,
      );
      expect(forecastColumns.rows).toEqual([{ column_name: 'forecast' }, { column_name: 'forecast_made_at' }]);
    } finally {
      await raw.close();
    }
  });

  it('uses 1 MB WAL segments, so a flush rewrites at most a megabyte of log', async () => {
    expect((await fromSnapshot.query('show wal_segment_size')).rows).toEqual([{ wal_segment_size: '1MB' }]);
  });

  it('ships no log segment beyond the one in use, and writes past its end into segments it creates', async () => {
    const raw = await PGlite.create({
      loadDataDir: new Blob([await ensureDatabaseSnapshot(await diskScripts())]),
      extensions: { pgcrypto },
    });
    try {
      const segments = () =>
        (raw.Module.FS as unknown as { readdir(path: string): string[] })
          .readdir('/pglite/data/pg_wal')
          .filter((name) => /^[0-9A-F]{24}$/.test(name));
      const inUse = async () =>
        (await raw.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment')).rows[0]
          ?.segment;
      const current = await inUse();
      // The one ahead is made by this start, which prepares the next segment; the dump held none of them.
      expect(segments().filter((name) => name > (current ?? ''))).toHaveLength(1);

      // Three megabytes of log: the database moves on to segments that were not shipped, and keeps its rows.
      await raw.exec(`create table wal_filler (payload text);
        insert into wal_filler select repeat(md5(n::text), 32) from generate_series(1, 3000) as n;`);
      expect(segments().length).toBeGreaterThan(1);
      expect(segments()).toContain(await inUse());
      expect((await raw.query('select count(*)::int as n from wal_filler')).rows).toEqual([{ n: 3000 }]);
    } finally {
      await raw.close();
    }
  });
});
