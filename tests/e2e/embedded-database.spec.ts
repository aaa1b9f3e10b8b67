/**
 * The embedded database keeps every save it acknowledged: through a renderer
 * crash, and with tabs of two different builds open at once; and when it
 * cannot open, the app says so and Retry works.
 *
 * Two builds must share one origin (IndexedDB is per origin), so the second
 * test serves this build at / and a second build of the same sources at /b/
 * from a small static server of its own on 127.0.0.1. Service workers are
 * blocked here: they are tested in offline.spec.ts, and a worker of one build
 * would answer the other build's navigations.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import errors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import { CAREFUL_ANSWER, fillStage, openInEnglish, register, stagePosition, text } from './support/app';

test.use({ serviceWorkers: 'block' });

const saved = (page: Page) => page.getByRole('status').filter({ hasText: text.editor.saveStatus.saved });

/** Starts a decision, answers stage 1 and moves on; returns once the editor reports it saved. */
async function saveFirstStage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await page.getByLabel(text.editor.name.label).fill(name);
  await fillStage(page, CAREFUL_ANSWER);
  await page.getByRole('button', { name: text.editor.next }).click();
  await expect(page.getByText(stagePosition(2))).toBeVisible();
  await expect(saved(page)).toBeVisible({ timeout: 30_000 });
}

const journalRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name }).first();

test('a save reported as saved survives a renderer crash', async ({ context, page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page);
  await register(page, 'crash@example.com');
  await saveFirstStage(page, 'Saved before the crash');

  // Kill the renderer without any chance to flush or close, as a crash or a killed tab would.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The command never answers: its target is gone. Wait for the crash instead.
  void cdp.send('Page.crash').catch(() => {});
  await crashed;

  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(journalRow(reopened, 'Saved before the crash')).toBeVisible({ timeout: 45_000 });
});

/** Serves `/` from dist and `/b/` from dist-b, like one host serving a release and its predecessor. */
function serveTwoBuilds(root: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.wasm': 'application/wasm',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [dir, rest] = url.pathname.startsWith('/b/')
      ? ['dist-b', url.pathname.slice(3)]
      : ['dist', url.pathname.slice(1)];
    let file = path.join(root, dir, rest || 'index.html');
    if (!existsSync(file) || !path.extname(file)) file = path.join(root, dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test.describe('two builds open at once', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Another build of the same sources under another base: every chunk, the worker included, has another URL.
    execFileSync(
      'npx',
      ['vite', 'build', '--base', '/b/', '--outDir', 'dist-b', '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    server = await serveTwoBuilds(root);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(path.join(root, 'dist-b'), { recursive: true, force: true });
  });

  async function openBoth(context: BrowserContext): Promise<[Page, Page]> {
    const first = await context.newPage();
    await first.addInitScript(() =>
      localStorage.setItem('investment-checkpoint.settings', JSON.stringify({ language: 'en', theme: 'light' })),
    );
    await first.goto(`${origin}/`);
    await register(first, 'two-builds@example.com');
    const second = await context.newPage();
    await second.goto(`${origin}/b/`);
    await expect(second.getByRole('button', { name: text.dashboard.journal.new })).toBeVisible({ timeout: 45_000 });
    return [first, second];
  }

  test('writes from both are kept: one leader holds the database whatever build each tab runs', async ({ context }) => {
    test.setTimeout(180_000);
    const [oldBuild, newBuild] = await openBoth(context);
    // Each tab is brought to the front before it is used, as a person would: a tab left behind paints no
    // frames, and every click waits for two.
    await newBuild.bringToFront();
    await saveFirstStage(newBuild, 'Written by the new build');
    await oldBuild.bringToFront();
    await saveFirstStage(oldBuild, 'Written by the old build');
    await newBuild.bringToFront();
    await newBuild.getByRole('button', { name: text.editor.back }).click();
    await saveFirstStage(newBuild, 'Second from the new build');

    for (const page of [oldBuild, newBuild]) {
      await page.bringToFront();
      await page.reload();
      for (const name of ['Written by the new build', 'Written by the old build', 'Second from the new build'])
        await expect(journalRow(page, name)).toBeVisible({ timeout: 45_000 });
    }
  });
});

test('when the database cannot open, the app says so, and Retry opens it', async ({ page }) => {
  test.setTimeout(120_000);
  // The database worker's script is gone, as after a deploy that removed the old chunks.
  await page.route('**/pglite.worker-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openInEnglish(page);
  const banner = page.getByRole('alert').filter({ hasText: text.shell.backendUnavailable });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText(errors.databaseUnavailable);

  await page.unroute('**/pglite.worker-*.js');
  await banner.getByRole('button', { name: text.shell.retry }).click();
  await expect(banner).toBeHidden({ timeout: 45_000 });
  await register(page, 'retry@example.com');
});
