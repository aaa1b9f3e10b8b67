/**
 * The shim and migrations as the browser build bundles them, with their
 * checksums (see build/database-plugin.ts). Imported only by the database
 * worker, so the SQL ships in the worker's chunk, not the app's.
 */
import { scripts } from 'virtual:database-scripts';
import type { SqlScript } from './sql-scripts';

export function bundledScripts(): SqlScript[] {
  return scripts;
}
