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
import { studioPlugin } from './studio-plugin.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root: repo,
  // The banks' modules, which the app's question form imports: the preview renders with that form.
  plugins: [react(), tailwindcss(), questionBanksPlugin({ reloadOnChange: false }), studioPlugin()],
  server: { host: 'localhost', port: 5174, open: '/studio.html' },
  // Only the studio's page is scanned for dependencies to pre-bundle (not the app's or the benches').
  optimizeDeps: { entries: ['studio.html'] },
});
