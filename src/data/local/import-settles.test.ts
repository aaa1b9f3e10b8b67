/**
 * An import on the embedded database leaves its rows as autovacuum would
 * (which single-user Postgres never runs) and checkpointed, so the flush
 * after it stores them that way: every page of the imported decisions is
 * marked all-visible, the planner knows how many there are, and the next
 * open has no log of the import to replay, nor its log files to load. A file
 * that is refused still changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, review } from '../contract/fixtures';
import { newDecision } from '../ids';
import type { Backend, UserDataExport } from '../ports';
import { buildExport } from '../user-data-export-file';
import { createLocalBackend } from './local-backend';
import { openMigratedCopy } from './node-database';

const COUNT = 1000;
const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };

interface TableState {
  relpages: number;
  relallvisible: number;
  reltuples: number;
}

describe('an import on the embedded database', () => {
  let db: Awaited<ReturnType<typeof openMigratedCopy>>;
  let investor: Backend;
  let file: UserDataExport;

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const [row] = (await db.query<T>(sql, params)).rows;
    if (!row) throw new Error(`no row from ${sql}`);
    return row;
  };

  beforeAll(async () => {
    db = await openMigratedCopy();
    investor = createLocalBackend(db, { importBatchChars: 20_000 });
    await investor.auth.signUp('settled@example.com', 'settled-password');
    const decisions = Array.from({ length: COUNT }, (_, i) => ({
      ...newDecision(bank),
      name: `Imported ${i}`,
      // Text that does not compress, so the import writes several log files.
      answers: { 'a-1': `Notes ${i} ${Array.from({ length: 100 }, () => crypto.randomUUID()).join(' ')}` },
      version: 1,
    }));
    file = JSON.parse(JSON.stringify(buildExport(null, decisions, [], {}, new Date('2026-01-01T00:00:00Z'))));
  }, 120_000);

  it('leaves the rows visible to all, counted for the planner, and checkpointed', async () => {
    const segments = async () =>
      (
        await one<{ count: number }>(
          `select count(*)::integer as count from pg_catalog.pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'`,
        )
      ).count;
    const { lsn: before } = await one<{ lsn: string }>('select pg_catalog.pg_current_wal_insert_lsn()::text as lsn');
    await investor.store.importAll(file, 'merge');

    // The search reads a table of its own, which the import fills beside the decisions: it is settled too.
    for (const name of ['public.decisions', 'public.decision_search']) {
      const table = await one<TableState>(
        `select relpages, relallvisible, reltuples from pg_catalog.pg_class where oid = $1::regclass`,
        [name],
      );
      expect(table.relpages, name).toBeGreaterThan(1);
      expect(table.relallvisible, name).toBe(table.relpages);
      expect(table.reltuples, name).toBe(COUNT);
    }

    // The import wrote far more log than is left after the checkpoint's redo point.
    const { written, behind } = await one<{ written: string; behind: string }>(
      `select pg_catalog.pg_wal_lsn_diff(pg_catalog.pg_current_wal_insert_lsn(), $1::pg_lsn)::text as written,
              pg_catalog.pg_wal_lsn_diff(pg_catalog.pg_current_wal_insert_lsn(), redo_lsn)::text as behind
         from pg_catalog.pg_control_checkpoint()`,
      [before],
    );
    expect(Number(written)).toBeGreaterThan(100_000);
    expect(Number(behind)).toBeLessThan(1_000);
    // The import's log files (about 8 MB here) are deleted, not renamed for reuse: storage keeps only the one in use.
    expect(await segments()).toBe(1);
    expect((await one<{ on: string }>(`select pg_catalog.current_setting('wal_recycle') as on`)).on).toBe('on');

    expect((await investor.store.countDecisions()).total).toBe(COUNT);
    const byId = (decisions: UserDataExport['decisions']) => [...decisions].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId((await investor.store.exportAll()).decisions)).toEqual(byId(file.decisions));
  });

  it('still refuses a file whole, the imported rows intact', async () => {
    const stored = await investor.store.exportAll();
    // Its review points at a decision in neither the file nor the account: refused after the decision is written.
    const bad = JSON.parse(
      JSON.stringify(
        buildExport(
          null,
          [{ ...newDecision(bank), name: 'Never stored', version: 1 }],
          [],
          { reviews: [{ ...review(crypto.randomUUID()), createdAt: new Date().toISOString() }] },
          new Date('2026-01-02T00:00:00Z'),
        ),
      ),
    );
    await refusal(investor.store.importAll(bad, 'replace'));
    const after = await investor.store.exportAll();
    expect(after.decisions).toEqual(stored.decisions);
    expect(after.reviews).toEqual(stored.reviews);
  });
});
