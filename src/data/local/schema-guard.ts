/**
 * Keeps a tab from reading or writing a database whose schema its code was
 * not written for. Tabs of two builds share one database through the leader
 * tab's worker (which migrated it with its own build's scripts), so after
 * opening and after every change of leader the tab compares the applied
 * scripts with the ones it bundles, and refuses every query while they differ:
 * the user is told which tabs to reload instead of data being written in the
 * wrong shape.
 */
import type { Transaction } from '@electric-sql/pglite';
import { ERROR_KEYS } from '../error-keys';
import { StoreError } from '../store-error';
import { appliedScripts } from './migrate';
import { compareSchema, type SchemaMatch } from './schema-stamp';
import type { SqlClient } from './sql-client';
import type { ScriptStamp } from './sql-scripts';

export type { SqlClient };

export interface SchemaGuardedDatabase extends SqlClient {
  /** Checks now (and rejects with the mismatch); later calls re-check only after a leader change. */
  verify(): Promise<void>;
  /** This tab's own worker opened and migrated the database: same schema until the leader changes. */
  trustAsLeader(): void;
}

interface LeaderAware extends SqlClient {
  onLeaderChange?(callback: () => void): () => void;
}

export function mismatchError(match: Exclude<SchemaMatch, { kind: 'same' }>): StoreError {
  const key = match.kind === 'database-newer' ? ERROR_KEYS.appOutdated : ERROR_KEYS.otherTabsOutdated;
  return new StoreError('version-mismatch', key);
}

export function guardSchema(db: LeaderAware, bundled: ScriptStamp[]): SchemaGuardedDatabase {
  let checked: Promise<void> | null = null;

  // A leader tab's worker checked the schema while opening; verify() is asked only by the others.
  let trusted = false;

  function verify(): Promise<void> {
    if (trusted) return Promise.resolve();
    checked ??= appliedScripts(db).then((applied) => {
      const match = compareSchema(applied, bundled);
      if (match.kind !== 'same') {
        // Ask again next time: the other tabs may have been reloaded meanwhile.
        checked = null;
        throw mismatchError(match);
      }
    });
    return checked;
  }

  db.onLeaderChange?.(() => {
    checked = null;
    trusted = false;
  });

  return {
    verify,
    trustAsLeader() {
      trusted = true;
    },
    async query(sql, params, options) {
      await verify();
      return db.query(sql, params, options);
    },
    async exec(sql, options) {
      await verify();
      return db.exec(sql, options);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      await verify();
      return db.transaction(work);
    },
  } as SchemaGuardedDatabase;
}
