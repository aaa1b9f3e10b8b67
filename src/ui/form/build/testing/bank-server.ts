/** A Vite dev server with only the question-banks plugin, serving the content under `root`, for tests. */
import { createServer, type ViteDevServer } from 'vite';
import { questionBanksPlugin } from '../question-banks-plugin';

export function bankServer(root: string): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [questionBanksPlugin()],
    server: { middlewareMode: true, hmr: false, watch: null },
  });
}
