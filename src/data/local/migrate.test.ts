/** Migrations are applied once and tracked, so an upgrade applies only the new ones. */
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskScripts } from './disk-sql';
import { migrate } from './migrate';
import { openMigratedCopy } from './node-database';
import { orderScripts } from './sql-scripts';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedCopy();
}, 120_000);

describe('migrate', () => {
  it('has recorded every shim and migration script, in order', async () => {
    const scripts = await diskScripts();
    const recorded = await db.query<{ script: string }>(
      'select script from local_runtime.applied_scripts order by applied_at, script',
    );
    expect(recorded.rows.map((row) => row.script).sort()).toEqual(scripts.map((script) => script.key).sort());
    expect(scripts[0]?.key.startsWith('shim/')).toBe(true);
    expect(scripts.at(-1)?.key.startsWith('migrations/')).toBe(true);
  });

  it('applies nothing again, and only a new script on upgrade', async () => {
    const scripts = await diskScripts();
    expect(await migrate(db, scripts)).toEqual([]);
    const upgrade = {
      key: 'migrations/29990101000000_add_note.sql',
      sql: 'alter table public.decisions add column note text',
    };
    expect(await migrate(db, [...scripts, upgrade])).toEqual([upgrade.key]);
    expect(await migrate(db, [...scripts, upgrade])).toEqual([]);
  });

  it('leaves no trace of a script that fails, so it runs again after a fix', async () => {
    const broken = {
      key: 'migrations/29990202000000_broken.sql',
      sql: 'create table public.half (id int); select 1/0;',
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    const half = await db.query(`select to_regclass('public.half') as t`);
    expect(half.rows).toEqual([{ t: null }]);
    expect(await migrate(db, [{ ...broken, sql: 'select 1' }])).toEqual([broken.key]);
  });

  it('orders the shim before the migrations, and migrations by timestamp', () => {
    const keys = orderScripts([
      { key: 'migrations/20250601000100_b.sql', sql: '' },
      { key: 'shim/10_b.sql', sql: '' },
      { key: 'migrations/20250601000000_a.sql', sql: '' },
      { key: 'shim/00_a.sql', sql: '' },
    ]).map((script) => script.key);
    expect(keys).toEqual([
      'shim/00_a.sql',
      'shim/10_b.sql',
      'migrations/20250601000000_a.sql',
      'migrations/20250601000100_b.sql',
    ]);
  });
});
