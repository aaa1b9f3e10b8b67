/**
 * Compares the scripts a database has applied with the scripts a build
 * bundles. Tabs of two builds can share one database (the leader tab's worker
 * opened it), so a tab checks before it reads or writes that the schema is the
 * one its code was written for.
 */
import type { ScriptStamp } from './sql-scripts.ts';

export type SchemaMatch =
  | { kind: 'same' }
  /** The database has scripts this build does not know: this tab runs an older build. */
  | { kind: 'database-newer'; keys: string[] }
  /** This build has scripts the database lacks: another tab, on an older build, holds it. */
  | { kind: 'database-older'; keys: string[] }
  /** The same script with different text: a released script was edited. */
  | { kind: 'changed'; keys: string[] };

export function compareSchema(applied: ScriptStamp[], bundled: ScriptStamp[]): SchemaMatch {
  const appliedByKey = new Map(applied.map((script) => [script.key, script.checksum]));
  const bundledKeys = new Set(bundled.map((script) => script.key));
  const changed = bundled
    .filter((script) => appliedByKey.has(script.key))
    .filter((script) => {
      const recorded = appliedByKey.get(script.key);
      // Databases from before checksums were recorded have none: their text is trusted as released.
      return recorded !== null && recorded !== undefined && recorded !== script.checksum;
    })
    .map((script) => script.key);
  if (changed.length > 0) return { kind: 'changed', keys: changed };
  const unknown = applied.filter((script) => !bundledKeys.has(script.key)).map((script) => script.key);
  if (unknown.length > 0) return { kind: 'database-newer', keys: unknown };
  const missing = bundled.filter((script) => !appliedByKey.has(script.key)).map((script) => script.key);
  if (missing.length > 0) return { kind: 'database-older', keys: missing };
  return { kind: 'same' };
}
