import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicyPlugin } from './build/csp.ts';
import { databasePlugin } from './build/database-plugin.ts';
import { pwaPlugins } from './build/pwa-plugin.ts';
import { questionBanksPlugin } from './build/question-banks-plugin.ts';
import { rjsfAliases, rjsfSlimBundle } from './build/rjsf-aliases.ts';
import { shellTablesPreload } from './build/shell-tables-preload.ts';

export default defineConfig({
  plugins: [
    react(),
    rjsfSlimBundle(),
    tailwindcss(),
    questionBanksPlugin(),
    databasePlugin(),
    shellTablesPreload(),
    pwaPlugins(),
    contentSecurityPolicyPlugin(),
  ],
  build: {
    // PGlite's WASM and data files are large by nature and load lazily, after first paint.
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks the entry and each lazy import load (tests/bundle-budgets.ts reads it).
    manifest: true,
  },
  resolve: { alias: rjsfAliases },
  // The dev server scans only the app's page for dependencies to pre-bundle: left to itself it crawls every
  // HTML file, including the form bench's pages, whose peers' packages live in bench/forms alone.
  optimizeDeps: { entries: ['index.html'], exclude: ['@electric-sql/pglite'] },
  // The database worker is bundled on its own and needs the scripts the plugin provides.
  worker: { format: 'es', plugins: () => [databasePlugin()] },
});
