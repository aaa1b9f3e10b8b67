/**
 * PGlite's worker forwards only an error's message to the tab, dropping its
 * SQLSTATE code, and the store needs the code (42501 permission, 23505
 * conflict, ...). The worker therefore writes the code into the message,
 * where pg-errors.ts reads it back.
 */
import type { PGlite } from '@electric-sql/pglite';
import { prefixSqlState, sqlStateOf } from './pg-errors';

type Protocol = Pick<PGlite, 'execProtocol' | 'execProtocolStream'>;

function withCode(error: unknown): unknown {
  const code = sqlStateOf(error);
  if (code && error instanceof Error) error.message = prefixSqlState(code, error.message);
  return error;
}

/** Patches the two calls the worker forwards to the tab; returns the same instance. */
export function keepSqlStateAcrossWorker<T extends Protocol>(db: T): T {
  const wrap = <F>(call: F): F => {
    const original = call as (...args: unknown[]) => Promise<unknown>;
    return (async (...args: unknown[]) => {
      try {
        return await original.apply(db, args);
      } catch (error) {
        throw withCode(error);
      }
    }) as F;
  };
  db.execProtocol = wrap(db.execProtocol);
  db.execProtocolStream = wrap(db.execProtocolStream);
  return db;
}
