/**
 * The shim and migrations as the browser build bundles them (Vite inlines the
 * files as strings). Imported only by the database worker, so the SQL ships
 * in the worker's chunk, not the app's first one.
 */
import { type SqlScript, scriptsFromFiles } from './sql-scripts';

const files = import.meta.glob<string>(['../../../supabase/shim/*.sql', '../../../supabase/migrations/*.sql'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function bundledScripts(): SqlScript[] {
  return scriptsFromFiles(files);
}
