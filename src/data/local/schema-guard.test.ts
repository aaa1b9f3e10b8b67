/**
 * Tabs of two builds share one database: a tab refuses to read or write when
 * the database's scripts are not the ones its code was written for, and
 * checks again after the leader changes.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskScripts } from './disk-sql';
import { openMigratedCopy } from './node-database';
import { guardSchema } from './schema-guard';
import type { ScriptStamp } from './sql-scripts';

let db: PGlite;
let bundled: ScriptStamp[];
beforeAll(async () => {
  db = await openMigratedCopy();
  bundled = (await diskScripts()).map(({ key, checksum }) => ({ key, checksum }));
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('guardSchema', () => {
  it('lets a tab of the same build through', async () => {
    const guarded = guardSchema(db, bundled);
    await expect(guarded.verify()).resolves.toBeUndefined();
    expect((await guarded.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('tells a newer tab that the other tabs must be reloaded, and writes nothing', async () => {
    const newer = [...bundled, { key: 'migrations/29990101000000_new.sql', checksum: 'abc' }];
    const guarded = guardSchema(db, newer);
    await expect(guarded.transaction(async (tx) => tx.query('select 1'))).rejects.toMatchObject({
      code: 'version-mismatch',
      messageKey: 'otherTabsOutdated',
    });
  });

  it('tells an older tab to reload itself', async () => {
    const guarded = guardSchema(db, bundled.slice(0, -1));
    await expect(guarded.query('select 1')).rejects.toMatchObject({ messageKey: 'appOutdated' });
    await expect(guarded.exec('select 1')).rejects.toMatchObject({ messageKey: 'appOutdated' });
  });

  it('checks again after the leader changed, and lets the tab through once the schemas match', async () => {
    let leaderChanged: () => void = () => {};
    const newer = [...bundled, { key: 'migrations/29990101000000_new.sql', checksum: 'abc' }];
    const client = {
      query: db.query.bind(db),
      exec: db.exec.bind(db),
      transaction: db.transaction.bind(db),
      onLeaderChange(callback: () => void) {
        leaderChanged = callback;
        return () => {};
      },
    };
    const guarded = guardSchema(client, newer);
    await expect(guarded.verify()).rejects.toMatchObject({ messageKey: 'otherTabsOutdated' });
    // The old tab closed; this tab's worker became leader and applied its script.
    await db.query(
      `insert into local_runtime.applied_scripts (script, checksum) values ('migrations/29990101000000_new.sql', 'abc')`,
    );
    leaderChanged();
    await expect(guarded.verify()).resolves.toBeUndefined();
    await db.query(`delete from local_runtime.applied_scripts where script = 'migrations/29990101000000_new.sql'`);
    leaderChanged();
    await expect(guarded.query('select 1')).rejects.toMatchObject({ messageKey: 'otherTabsOutdated' });
  });
});
