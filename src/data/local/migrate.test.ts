/** Migrations are applied once and tracked with their checksums, so an upgrade applies only the new ones. */
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskScripts } from './disk-sql';
import { ChangedScriptError, DatabaseNewerError, migrate } from './migrate';
import { openMigratedCopy } from './node-database';
import { sqlChecksum } from './sql-checksum';
import { orderScripts, type SqlScript } from './sql-scripts';

const script = (key: string, sql: string): SqlScript => ({ key, sql, checksum: sqlChecksum(sql) });

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedCopy();
}, 120_000);

describe('migrate', () => {
  it('has recorded every shim and migration script, in order, with its checksum', async () => {
    const scripts = await diskScripts();
    const recorded = await db.query<{ script: string; checksum: string }>(
      'select script, checksum from local_runtime.applied_scripts order by script',
    );
    expect(recorded.rows.map((row) => [row.script, row.checksum]).sort()).toEqual(
      scripts.map((s) => [s.key, s.checksum]).sort(),
    );
    expect(scripts[0]?.key.startsWith('shim/')).toBe(true);
    expect(scripts.at(-1)?.key.startsWith('migrations/')).toBe(true);
  });

  it('applies nothing again, and only a new script on upgrade', async () => {
    const scripts = await diskScripts();
    expect(await migrate(db, scripts)).toEqual([]);
    const upgrade = script(
      'migrations/29990101000000_add_note.sql',
      'alter table public.decisions add column note text',
    );
    expect(await migrate(db, [...scripts, upgrade])).toEqual([upgrade.key]);
    expect(await migrate(db, [...scripts, upgrade])).toEqual([]);
  });

  it('refuses a released script whose text was edited, naming it and saying what to do', async () => {
    const scripts = await diskScripts();
    const [first, ...rest] = scripts;
    if (!first) throw new Error('no scripts');
    const edited = script(first.key, `${first.sql}\n-- edited after release\n`);
    const attempt = migrate(db, [edited, ...rest]);
    await expect(attempt).rejects.toBeInstanceOf(ChangedScriptError);
    await expect(attempt).rejects.toThrow(new RegExp(`${first.key}.*new migration`, 's'));
  });

  it('stamps databases from before checksums were kept, then guards them like any other', async () => {
    const copy = await openMigratedCopy();
    await copy.query('update local_runtime.applied_scripts set checksum = null');
    const scripts = await diskScripts();
    expect(await migrate(copy, scripts)).toEqual([]);
    const stamped = await copy.query<{ n: number }>(
      'select count(*)::int as n from local_runtime.applied_scripts where checksum is not null',
    );
    expect(stamped.rows[0]?.n).toBe(scripts.length);
    const [first] = scripts;
    if (!first) throw new Error('no scripts');
    await expect(migrate(copy, [script(first.key, 'select 1'), ...scripts.slice(1)])).rejects.toBeInstanceOf(
      ChangedScriptError,
    );
    await copy.close();
  });

  it('upgrades a tracking table from before the checksum column, then stamps it', async () => {
    const copy = await openMigratedCopy();
    await copy.query('alter table local_runtime.applied_scripts drop column checksum');
    const scripts = await diskScripts();
    expect(await migrate(copy, scripts)).toEqual([]);
    const stamps = await copy.query<{ script: string; checksum: string }>(
      'select script, checksum from local_runtime.applied_scripts order by script',
    );
    const expected = scripts.map((s) => ({ script: s.key, checksum: s.checksum }));
    expect(stamps.rows).toHaveLength(expected.length);
    expect(stamps.rows).toEqual(expect.arrayContaining(expected));
    await copy.close();
  });

  it('leaves no trace of a script that fails, so it runs again after a fix', async () => {
    const copy = await openMigratedCopy();
    const scripts = await diskScripts();
    const broken = script('migrations/29990202000000_broken.sql', 'create table public.half (id int); select 1/0;');
    await expect(migrate(copy, [...scripts, broken])).rejects.toThrow();
    const half = await copy.query(`select to_regclass('public.half') as t`);
    expect(half.rows).toEqual([{ t: null }]);
    expect(await migrate(copy, [...scripts, script(broken.key, 'select 1')])).toEqual([broken.key]);
    await copy.close();
  });

  it('refuses to open a database a newer version of the app upgraded, so older code never writes to it', async () => {
    const copy = await openMigratedCopy();
    const scripts = await diskScripts();
    const newer = script('migrations/29990303000000_newer.sql', 'select 1');
    await migrate(copy, [...scripts, newer]);
    await expect(migrate(copy, scripts)).rejects.toBeInstanceOf(DatabaseNewerError);
    await copy.close();
  });

  it('orders the shim before the migrations, and migrations by timestamp', () => {
    const keys = orderScripts([
      { key: 'migrations/20250601000100_b.sql' },
      { key: 'shim/10_b.sql' },
      { key: 'migrations/20250601000000_a.sql' },
      { key: 'shim/00_a.sql' },
    ]).map((s) => s.key);
    expect(keys).toEqual([
      'shim/00_a.sql',
      'shim/10_b.sql',
      'migrations/20250601000000_a.sql',
      'migrations/20250601000100_b.sql',
    ]);
  });
});
