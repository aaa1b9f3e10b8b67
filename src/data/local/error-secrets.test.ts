/**
 * A failed query's error carries its parameters (PGlite puts `query` and
 * `params` on it): at sign-up and password change, that is the password. What
 * the store and auth ports throw keeps the SQLSTATE code and drops the rest.
 */
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../contract/fixtures';
import { ErrorSummary, StoreError, scrubCause } from '../store-error';
import { createLocalAuth } from './local-auth';
import { openMigratedCopy } from './node-database';
import { memoryStorage } from './session-store';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedCopy();
}, 120_000);

/** Everything reachable from an error, own properties and causes included, as text. */
function everything(error: unknown, depth = 0): string {
  if (depth > 5 || error === null || typeof error !== 'object') return String(error);
  const names = Object.getOwnPropertyNames(error);
  return names.map((name) => `${name}=${everything((error as Record<string, unknown>)[name], depth + 1)}`).join('\n');
}

describe('errors of the embedded database', () => {
  it('carry no password from a refused sign-up, and keep the SQLSTATE', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    await auth.signUp('taken@example.com', 'first-secret-1');
    const error = await refusal(auth.signUp('taken@example.com', 'Sup3r-Secret-Pass'));
    expect(error.code).toBe('email-in-use');
    expect(everything(error)).not.toContain('Sup3r-Secret-Pass');
  });

  it('carry no parameter of a failed query, only its SQLSTATE code', async () => {
    const raw = await db.query('select $1::int as n', ['Sup3r-Secret-Pass']).catch((caught: unknown) => caught);
    expect(everything(raw)).toContain('Sup3r-Secret-Pass');
    const wrapped = new StoreError('validation', 'decisionSaveFailed', { cause: raw });
    expect(everything(wrapped)).not.toContain('Sup3r-Secret-Pass');
    expect(wrapped.cause).toBeInstanceOf(ErrorSummary);
    expect((wrapped.cause as ErrorSummary).code).toBe('22P02');
  });

  it('keeps a message short and drops anything that is not name, message, code or status', () => {
    const scrubbed = scrubCause(
      Object.assign(new Error('x'.repeat(1000)), { params: ['p'], detail: 'row (hidden-value)' }),
    );
    expect(scrubbed).toBeInstanceOf(ErrorSummary);
    expect((scrubbed as Error).message).toHaveLength(300);
    expect(everything(scrubbed)).not.toContain('hidden-value');
  });
});
