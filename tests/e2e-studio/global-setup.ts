/**
 * Starts the content studio as `npm run studio` does (its own Vite config),
 * but on a scratch copy of the repository and a free port, and tells the tests
 * where (STUDIO_E2E_URL, STUDIO_E2E_ROOT). Vite's dependency cache lives in
 * the copy, so it never races the checkout's. The returned function stops the
 * server and removes the copy.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { scratchRepository } from './scratch-repository.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const root = scratchRepository(repo);
  const server = await createServer({
    configFile: path.join(root, 'build/studio/vite.studio.config.ts'),
    root,
    cacheDir: path.join(root, '.vite-cache'),
    server: { host: '127.0.0.1', port: 0, open: false },
    logLevel: (process.env.STUDIO_E2E_LOG as 'info' | undefined) ?? 'warn',
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address) throw new Error('the studio server did not start listening');
  process.env.STUDIO_E2E_URL = `http://127.0.0.1:${address.port}`;
  process.env.STUDIO_E2E_ROOT = root;
  console.info(`studio on a scratch copy (${root}), ready in ${Date.now() - started} ms`);
  return async () => {
    await server.close();
    if (!process.env.STUDIO_E2E_KEEP) fs.rmSync(root, { recursive: true, force: true });
  };
}
