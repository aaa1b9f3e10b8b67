/**
 * The SQL the embedded runtime runs, in order: the shim (what Supabase
 * provides) first, then supabase/migrations. Keys are paths under supabase/,
 * recorded once applied.
 */
export interface SqlScript {
  /** e.g. 'shim/00_supabase_platform.sql', 'migrations/20250601000000_user_data_tables.sql' */
  key: string;
  sql: string;
}

const FOLDERS = ['shim', 'migrations'] as const;

/** Shim before migrations; within a folder by file name (migrations start with their timestamp). */
export function orderScripts(scripts: SqlScript[]): SqlScript[] {
  const rank = (key: string) => FOLDERS.findIndex((folder) => key.startsWith(`${folder}/`));
  return [...scripts].sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Turns `{ '<any path>/supabase/shim/x.sql': sql }` (as import.meta.glob gives) into ordered scripts. */
export function scriptsFromFiles(files: Record<string, string>): SqlScript[] {
  return orderScripts(
    Object.entries(files).map(([path, sql]) => {
      const match = /(?:^|\/)((?:shim|migrations)\/[^/]+\.sql)$/.exec(path);
      if (!match?.[1]) throw new Error(`Not a shim or migration file: ${path}`);
      return { key: match[1], sql };
    }),
  );
}
