/**
 * The share queries on the embedded database, for tests only: the app's
 * embedded runtime offers no sharing (one browser's accounts meet nobody), but
 * the store contract runs the share rules on the same SQL Supabase runs. Kept
 * out of local-store-driver.ts so the app's bundle does not carry it.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { Row, ShareDriver } from '../store';
import { asRole } from './as-role';
import type { SqlClient } from './sql-client';

async function one(tx: Transaction, sql: string, params: unknown[]): Promise<Row | null> {
  return (await tx.query<Row>(sql, params)).rows[0] ?? null;
}

async function all(tx: Transaction, sql: string, params: unknown[]): Promise<Row[]> {
  return (await tx.query<Row>(sql, params)).rows;
}

export function createLocalShareDriver(db: SqlClient): ShareDriver {
  const as = <T>(userId: string, work: (tx: Transaction) => Promise<T>) =>
    asRole(db, { role: 'authenticated', userId }, work);
  return {
    insertShare: (userId, row) =>
      as(userId, async (tx) => {
        const saved = await one(
          tx,
          `insert into public.decision_shares (id, decision_id, reviewer_email, packet)
           values ($1, $2, $3, $4) returning *`,
          [row.id, row.decision_id, row.reviewer_email, row.packet],
        );
        if (!saved) throw new Error('share insert returned no row');
        return saved;
      }),

    getShareRow: (userId, id) =>
      as(userId, (tx) => one(tx, 'select * from public.decision_shares where id = $1', [id])),

    listMyShareRows: (userId) =>
      as(userId, (tx) =>
        all(tx, 'select * from public.decision_shares where owner_id = $1 order by created_at desc, id desc', [userId]),
      ),

    // Row-level security shows the caller's own shares and the active ones addressed to them: the latter are the others.
    listSharesWithMeRows: (userId) =>
      as(userId, (tx) =>
        all(tx, 'select * from public.decision_shares where owner_id <> $1 order by created_at desc, id desc', [
          userId,
        ]),
      ),

    revokeShare: async (userId, id) => {
      await as(userId, (tx) =>
        tx.query('update public.decision_shares set revoked_at = now() where owner_id = $1 and id = $2', [userId, id]),
      );
    },

    respondToShare: (userId, id, response) =>
      as(userId, async (tx) => {
        const row = await one(tx, 'select * from public.respond_to_share($1, $2)', [id, response]);
        if (!row) throw new Error('respond_to_share returned no row');
        return row;
      }),
  };
}
