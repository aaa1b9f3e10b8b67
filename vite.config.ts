import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicyPlugin } from './src/app/build/csp.ts';
import { questionBanksPlugin } from './src/ui/form/build/question-banks-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), questionBanksPlugin(), contentSecurityPolicyPlugin()],
  build: {
    // PGlite's WASM and data files are large by nature and load lazily, after first paint.
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
});
