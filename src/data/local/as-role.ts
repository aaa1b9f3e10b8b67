/**
 * Runs queries the way PostgREST does on Supabase: inside a transaction,
 * switched to the request's role with its JWT claims, so row-level security
 * decides what the queries see. The embedded connection itself is the
 * database owner; nothing runs as owner except auth and migrations.
 */
import type { Results, Transaction } from '@electric-sql/pglite';
import { parseJsonSteps } from '../json-in-slices';
import { runInSlices } from '../main-thread-slices';
import type { SqlClient } from './sql-client';

/** A SQL text array of `values`, each a `literal`. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(', ')}]::text[]`;
}

export type RequestRole = { role: 'anon' } | { role: 'authenticated'; userId: string };

/** A SQL string literal (standard_conforming_strings is on, so only quotes need doubling). */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Switches to the role and its claims until the end of the current transaction. */
function switchTo(who: RequestRole): string {
  const claims = who.role === 'anon' ? { role: 'anon' } : { sub: who.userId, role: 'authenticated' };
  return `select set_config('role', ${literal(who.role)}, true), set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true)`;
}

export function asRole<T>(db: SqlClient, who: RequestRole, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One simple-protocol message: through the worker a parameterised query costs six round trips, this one.
    await tx.exec(switchTo(who));
    return work(tx);
  });
}

/**
 * One statement as the role, sent with the switch in a single message. The
 * statements of one simple-protocol message run in one implicit transaction,
 * so the role and claims end with it, as they do with `asRole`'s; but through
 * the worker this is one exchange where a transaction takes six (its lock,
 * BEGIN, the switch, the work, COMMIT, the lock again), each waiting on a
 * main thread that may be busy drawing. For the reads the investor waits on:
 * the journal's first screen as the app opens, and the search as they type.
 * `sql` is one statement with its values written in as `literal`s.
 */
export async function readAsRole(db: SqlClient, who: RequestRole, sql: string): Promise<Results> {
  const results = await db.exec(`${switchTo(who)}; ${sql}`);
  const last = results[results.length - 1];
  if (results.length !== 2 || !last) throw new Error('readAsRole takes exactly one statement');
  return last;
}

/**
 * `readAsRole` for a long list: the statement's rows come back as one JSON
 * text, aggregated in the database the way PostgREST answers a read (over the
 * statement as a subquery, its order kept), and parsed here. PGlite would
 * otherwise build each row field by field in the page (a message, an array and a
 * parsed value per field, a Date per time), work and garbage that grow with the
 * journal. The rows are the ones PostgREST gives: jsonb as objects, arrays as
 * arrays, times as ISO text. The text is parsed a row at a time in slices: a
 * long history's is megabytes, read as the page draws the journal.
 */
export async function readRowsAsRole(db: SqlClient, who: RequestRole, sql: string): Promise<Record<string, unknown>[]> {
  const result = await readAsRole(db, who, `select coalesce(json_agg(r), '[]')::text as rows from (${sql}) as r`);
  const text = (result.rows[0] as { rows?: unknown } | undefined)?.rows;
  if (typeof text !== 'string') throw new Error('readRowsAsRole: the database sent no rows text');
  return (await runInSlices(parseJsonSteps(text))) as Record<string, unknown>[];
}
