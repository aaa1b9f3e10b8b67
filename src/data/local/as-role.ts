/**
 * Runs queries the way PostgREST does on Supabase: inside a transaction,
 * switched to the request's role with its JWT claims, so row-level security
 * decides what the queries see. The embedded connection itself is the
 * database owner; nothing runs as owner except auth and migrations.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client';

export type RequestRole = { role: 'anon' } | { role: 'authenticated'; userId: string };

/** A SQL string literal (standard_conforming_strings is on, so only quotes need doubling). */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function asRole<T>(db: SqlClient, who: RequestRole, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const claims = who.role === 'anon' ? { role: 'anon' } : { sub: who.userId, role: 'authenticated' };
  return db.transaction(async (tx) => {
    // One simple-protocol message: through the worker a parameterised query costs six round trips, this one.
    await tx.exec(
      `select set_config('role', ${literal(who.role)}, true), set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true)`,
    );
    return work(tx);
  });
}
