/**
 * Brings an embedded database up to date: applies each shim and migration
 * script not applied before, each in its own transaction together with the
 * record that it ran. An upgraded app therefore applies only its new scripts.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type { SqlScript } from './sql-scripts';

const TRACKING = `
  create schema if not exists local_runtime;
  create table if not exists local_runtime.applied_scripts (
    script text primary key,
    applied_at timestamptz not null default now()
  );
`;

/** Returns the keys of the scripts it applied, in order. */
export async function migrate(db: PGliteInterface, scripts: SqlScript[]): Promise<string[]> {
  await db.exec(TRACKING);
  const done = await db.query<{ script: string }>('select script from local_runtime.applied_scripts');
  const applied = new Set(done.rows.map((row) => row.script));
  const pending = scripts.filter((script) => !applied.has(script.key));
  for (const script of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(script.sql);
      await tx.query('insert into local_runtime.applied_scripts (script) values ($1)', [script.key]);
    });
  }
  return pending.map((script) => script.key);
}
