/**
 * A save the app reports as done is on storage: the embedded database flushes
 * once per statement that ends outside a transaction — after COMMIT, not
 * after BEGIN — and never in the middle of one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushOncePerStatement, trackCommits } from './durable-commits';
import { openMigratedCopy } from './node-database';

let db: PGlite;
let events: string[];

/** Records each flush, then lets it through. */
function recordFlushes(target: PGlite) {
  const realFlush = target.syncToFs.bind(target);
  target.syncToFs = async () => {
    events.push(`flush${target.isInTransaction() ? ' inside a transaction' : ''}`);
    await realFlush();
  };
}

beforeEach(async () => {
  db = await openMigratedCopy();
  events = [];
  recordFlushes(db);
  flushOncePerStatement(db);
}, 60_000);

afterEach(async () => {
  await db.close();
});

describe('flushes of the embedded database', () => {
  it('flushes once per transaction, after its COMMIT', async () => {
    await db.transaction(async (tx) => {
      await tx.query('create table public.bench_note (id int)');
      await tx.query('insert into public.bench_note values (1)');
      events.push('last statement inside');
    });
    expect(events).toEqual(['last statement inside', 'flush']);
  });

  it('flushes after an autocommit statement that wrote, and never for reads', async () => {
    await db.query('create table public.bench_note (id int)');
    expect(events).toEqual(['flush']);
    await db.query('select * from public.bench_note');
    await db.exec('select 2');
    await db.transaction(async (tx) => {
      await tx.query('select count(*) from public.decisions');
    });
    expect(events).toEqual(['flush']);
    await db.query('insert into public.bench_note values (1)');
    expect(events).toEqual(['flush', 'flush']);
  });

  it('never flushes while a transaction is open', async () => {
    await db.transaction(async (tx) => {
      await tx.query('create table public.bench_note (id int)');
      for (let i = 0; i < 5; i++) await tx.query('insert into public.bench_note values ($1)', [i]);
    });
    expect(events.filter((event) => event.includes('inside'))).toEqual([]);
    expect(events).toEqual(['flush']);
  });
});

describe('flushes of a reopened database', () => {
  let reopened: PGlite;

  beforeEach(async () => {
    reopened = await openMigratedCopy();
    events = [];
    recordFlushes(reopened);
    // Storage already holds this database: only what is committed from now on must be written.
    flushOncePerStatement(reopened, trackCommits(reopened, true));
  }, 60_000);

  afterEach(async () => {
    await reopened.close();
  });

  it('writes nothing for the reads a dashboard makes, and flushes the first save', async () => {
    await reopened.query('select count(*) from public.decisions');
    await reopened.transaction(async (tx) => {
      await tx.query('select count(*) from public.risk_assessments');
    });
    // What an open rewrites besides the log (here the catalog cache Postgres rebuilds after a crash) waits for a commit.
    reopened.Module.FS.writeFile('/pglite/data/global/pg_internal.init', new Uint8Array(8));
    await reopened.query('select 1');
    expect(events).toEqual([]);
    await reopened.query('create table public.bench_note (id int)');
    await reopened.query('insert into public.bench_note values (1)');
    expect(events).toEqual(['flush', 'flush']);
  });
});
