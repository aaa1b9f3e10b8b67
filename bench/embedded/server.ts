/**
 * Builds the app and serves the production bundle with `vite preview`, as a user
 * of the built site gets it (not the dev server, whose timings mean nothing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js');

export function buildApp(): void {
  console.info('Building the app (vite build)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'error'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  console.info(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

export function assertBuilt(): void {
  if (!existsSync(path.join(repoRoot, 'dist/index.html')))
    throw new Error('dist/ has no build: run without --no-build once');
}

export interface PreviewServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startPreview(port: number): Promise<PreviewServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const forget = onCleanup(stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output.trim()}`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        return {
          url,
          stop: async () => {
            await stop();
            forget();
          },
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`vite preview did not answer on ${url} within 60 s:\n${output.trim()}`);
}

/** Builds the app (unless told to reuse dist/) and serves it; the server stops with the benchmark's cleanup. */
export async function serveBuild(build: boolean, port: number): Promise<PreviewServer> {
  if (build) buildApp();
  else assertBuilt();
  const server = await startPreview(port);
  console.info(`Serving dist/ at ${server.url}`);
  return server;
}
