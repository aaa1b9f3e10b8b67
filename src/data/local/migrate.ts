/**
 * Brings an embedded database up to date: applies each shim and migration
 * script not applied before, each in its own transaction together with the
 * record that it ran and its checksum. An upgraded app therefore applies only
 * its new scripts; a released script whose text changed is refused, because
 * the database would silently keep the old version of it.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import { compareSchema } from './schema-stamp.ts';
import type { ScriptStamp, SqlScript } from './sql-scripts.ts';

const TRACKING = `
  create schema if not exists local_runtime;
  create table if not exists local_runtime.applied_scripts (
    script text primary key,
    applied_at timestamptz not null default now()
  );
  alter table local_runtime.applied_scripts add column if not exists checksum text;
`;

type Sql = Pick<PGliteInterface, 'query' | 'exec' | 'transaction'>;

/** A released script was edited after databases applied it. */
export class ChangedScriptError extends Error {
  readonly keys: string[];
  constructor(keys: string[]) {
    super(
      `Released database scripts were edited after they were applied: ${keys.join(', ')}. ` +
        'Restore them and put the change in a new migration file instead.',
    );
    this.name = 'ChangedScriptError';
    this.keys = keys;
  }
}

/** The scripts a database has applied, with their checksums (null where recorded before checksums). */
export async function appliedScripts(db: Pick<PGliteInterface, 'query'>): Promise<ScriptStamp[]> {
  const result = await db.query<{ script: string; checksum: string | null }>(
    `select script, checksum from local_runtime.applied_scripts order by script`,
  );
  return result.rows.map((row) => ({ key: row.script, checksum: row.checksum as string }));
}

/** The database was upgraded by a newer build: this build's code must not write to it. */
export class DatabaseNewerError extends Error {
  readonly keys: string[];
  constructor(keys: string[]) {
    super(`The database has scripts this version of the app does not know: ${keys.join(', ')}`);
    this.name = 'DatabaseNewerError';
    this.keys = keys;
  }
}

/** SQLSTATEs of a tracking table that is missing, or older than its checksum column. */
const TRACKING_MISSING = new Set(['3F000', '42P01', '42703']);

/**
 * The applied scripts, creating or upgrading the tracking table first only when
 * it needs it: its DDL, though a no-op on an up-to-date database, costs more
 * than the whole read on every start.
 */
async function trackedScripts(db: Sql): Promise<ScriptStamp[]> {
  try {
    return await appliedScripts(db);
  } catch (error) {
    if (!TRACKING_MISSING.has((error as { code?: string } | null)?.code ?? '')) throw error;
    await db.exec(TRACKING);
    return appliedScripts(db);
  }
}

/** Returns the keys of the scripts it applied, in order. */
export async function migrate(db: Sql, scripts: SqlScript[]): Promise<string[]> {
  const applied = await trackedScripts(db);
  const match = compareSchema(applied, scripts);
  if (match.kind === 'changed') throw new ChangedScriptError(match.keys);
  if (match.kind === 'database-newer') throw new DatabaseNewerError(match.keys);
  // Databases from before checksums were recorded: stamp what they applied with the released text.
  for (const script of scripts) {
    if (applied.some((row) => row.key === script.key && row.checksum === null)) {
      await db.query('update local_runtime.applied_scripts set checksum = $2 where script = $1', [
        script.key,
        script.checksum,
      ]);
    }
  }
  const done = new Set(applied.map((row) => row.key));
  const pending = scripts.filter((script) => !done.has(script.key));
  for (const script of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(script.sql);
      await tx.query('insert into local_runtime.applied_scripts (script, checksum) values ($1, $2)', [
        script.key,
        script.checksum,
      ]);
    });
  }
  return pending.map((script) => script.key);
}
