import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { ResolvedConfig, ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { questionBanksPlugin } from './question-banks-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A dev server with just what the plugin touches: the file watcher, the module graph and the socket to the page. */
function devServerWith(options?: Parameters<typeof questionBanksPlugin>[0]) {
  const plugin = questionBanksPlugin(options);
  const watcher = new EventEmitter();
  const send = vi.fn();
  const server = { watcher, ws: { send }, moduleGraph: { getModuleById: () => undefined } };
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, command: 'serve' } as ResolvedConfig);
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return { watcher, send };
}

describe('the question-banks plugin in a dev server', () => {
  it('reloads the page when a content file changes', () => {
    const { watcher, send } = devServerWith();
    watcher.emit('change', path.join(root, 'questionnaires/risk-tolerance/bank.json'));
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
  });

  it('leaves the page alone when told to (the studio, which writes those files itself)', () => {
    const { watcher, send } = devServerWith({ reloadOnChange: false });
    watcher.emit('change', path.join(root, 'questionnaires/risk-tolerance/bank.json'));
    expect(send).not.toHaveBeenCalled();
  });
});
