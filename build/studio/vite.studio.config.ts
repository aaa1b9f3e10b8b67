/**
 * `npm run studio`: the content studio, a dev server only. Its page is
 * studio.html (src/studio/studio-main.tsx) and its API the studio plugin; the app's
 * vite.config.ts loads neither, so `vite build` never bundles the studio
 * (tests/bundle-budgets.ts checks dist for any trace of it). The server
 * listens on localhost alone: it writes files in the repository.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { questionBanksPlugin } from '../question-banks-plugin.ts';
import { CONTENT_FOLDERS } from './content-folders.ts';
import { studioPlugin } from './studio-plugin.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root: repo,
  // The banks' modules, which the app's question form imports: the preview renders with that form.
  plugins: [react(), tailwindcss(), questionBanksPlugin({ reloadOnChange: false }), studioPlugin()],
  server: {
    host: 'localhost',
    port: 5174,
    open: '/studio.html',
    // The page reads the content through the API. Its server's own code imports the shipped rules (so they count
    // as this config's dependencies), and a watched save would restart the server and reload the page, losing
    // what the editor has open.
    watch: { ignored: CONTENT_FOLDERS.map((folder) => `**/${folder}/**`) },
  },
  // Only the studio's page and its impact worker are scanned for dependencies to pre-bundle (not the app's or
  // the benches'). The worker is listed because it is reached through new URL(), which the scan does not
  // follow: a dependency found only when it starts would make Vite re-bundle and reload the page.
  optimizeDeps: { entries: ['studio.html', 'src/studio/impact.worker.ts'] },
});
