/**
 * Runs queries the way PostgREST does on Supabase: inside a transaction,
 * switched to the request's role with its JWT claims, so row-level security
 * decides what the queries see. The embedded connection itself is the
 * database owner; nothing runs as owner except auth and migrations.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client';

export type RequestRole = { role: 'anon' } | { role: 'authenticated'; userId: string };

export function asRole<T>(db: SqlClient, who: RequestRole, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const claims = who.role === 'anon' ? { role: 'anon' } : { sub: who.userId, role: 'authenticated' };
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      who.role,
      JSON.stringify(claims),
    ]);
    return work(tx);
  });
}
