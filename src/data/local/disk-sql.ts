/** The shim and migrations read from the repository's supabase/ folder (Node: build, tests, scripts). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlChecksum } from './sql-checksum.ts';
import { type SqlScript, scriptsFromFiles } from './sql-scripts.ts';

export const SUPABASE_DIR = fileURLToPath(new URL('../../../supabase/', import.meta.url));

export async function diskScripts(supabaseDir: string = SUPABASE_DIR): Promise<SqlScript[]> {
  const files: Record<string, string> = {};
  for (const folder of ['shim', 'migrations']) {
    for (const name of await readdir(path.join(supabaseDir, folder))) {
      if (name.endsWith('.sql'))
        files[`${folder}/${name}`] = await readFile(path.join(supabaseDir, folder, name), 'utf8');
    }
  }
  return scriptsFromFiles(files, sqlChecksum);
}
