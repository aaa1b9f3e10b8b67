/**
 * A save the app reports as done is on storage: the embedded database flushes
 * once per statement that ends outside a transaction — after COMMIT, not
 * after BEGIN — and never in the middle of one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushOncePerStatement } from './durable-commits';
import { openMigratedCopy } from './node-database';

let db: PGlite;
let events: string[];

beforeEach(async () => {
  db = await openMigratedCopy();
  events = [];
  const realFlush = db.syncToFs.bind(db);
  db.syncToFs = async () => {
    events.push(`flush${db.isInTransaction() ? ' inside a transaction' : ''}`);
    await realFlush();
  };
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
