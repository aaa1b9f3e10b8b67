/**
 * The SQL the embedded runtime runs, in order: the shim (what Supabase
 * provides) first, then supabase/migrations. Keys are paths under supabase/,
 * recorded once applied together with a checksum of the text, so an edited
 * released script is noticed instead of silently skipped.
 */
export interface SqlScript {
  /** e.g. 'shim/00_supabase_platform.sql', 'migrations/20250601000000_user_data_tables.sql' */
  key: string;
  /** SHA-256 of the text, hex; computed where the files are read (build time or Node). */
  checksum: string;
  sql: string;
}

/** What a build knows of its scripts without their text: enough to compare with a database. */
export type ScriptStamp = Pick<SqlScript, 'key' | 'checksum'>;

const FOLDERS = ['shim', 'migrations'] as const;

/** Shim before migrations; within a folder by file name (migrations start with their timestamp). */
export function orderScripts<T extends { key: string }>(scripts: T[]): T[] {
  const rank = (key: string) => FOLDERS.findIndex((folder) => key.startsWith(`${folder}/`));
  return [...scripts].sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The key of a shim or migration file from any path ending in supabase/<folder>/<name>.sql. */
export function scriptKey(path: string): string {
  const match = /(?:^|\/)((?:shim|migrations)\/[^/]+\.sql)$/.exec(path);
  if (!match?.[1]) throw new Error(`Not a shim or migration file: ${path}`);
  return match[1];
}

/** Turns `{ '<any path>/supabase/shim/x.sql': sql }` into ordered scripts, checksummed by `checksum`. */
export function scriptsFromFiles(files: Record<string, string>, checksum: (sql: string) => string): SqlScript[] {
  return orderScripts(
    Object.entries(files).map(([path, sql]) => ({ key: scriptKey(path), checksum: checksum(sql), sql })),
  );
}
