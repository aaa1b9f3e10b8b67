/**
 * Vite plugin (Node, build and dev time) for the embedded database:
 *   virtual:database-scripts → { scripts }  shim + migrations with text and checksum (the worker's chunk only)
 *   virtual:database-stamps  → { stamps }   their keys and checksums (the tab's check of a shared database)
 * and, before anything is bundled, the migrated snapshot a first visit loads
 * (src/data/local/generated/database-snapshot.tar.gz, imported as a hashed asset by
 * src/data/local/snapshot-asset.ts). Both come from supabase/, read once per build.
 */
import type { Plugin } from 'vite';
import { ensureDatabaseSnapshot } from '../src/data/local/database-snapshot.ts';
import { diskScripts } from '../src/data/local/disk-sql.ts';

const SCRIPTS_ID = 'virtual:database-scripts';
const STAMPS_ID = 'virtual:database-stamps';
const PREFIX = '\0';

export function databasePlugin(): Plugin {
  return {
    name: 'embedded-database',
    async buildStart() {
      await ensureDatabaseSnapshot(await diskScripts());
    },
    resolveId(id) {
      return id === SCRIPTS_ID || id === STAMPS_ID ? PREFIX + id : undefined;
    },
    async load(id) {
      if (id !== PREFIX + SCRIPTS_ID && id !== PREFIX + STAMPS_ID) return undefined;
      const scripts = await diskScripts();
      if (id === PREFIX + SCRIPTS_ID) return `export const scripts = ${JSON.stringify(scripts)};\n`;
      const stamps = scripts.map(({ key, checksum }) => ({ key, checksum }));
      return `export const stamps = ${JSON.stringify(stamps)};\n`;
    },
  };
}
