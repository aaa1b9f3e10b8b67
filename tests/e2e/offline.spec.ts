/**
 * A returning or offline visit starts from the cache: after one online visit the
 * service worker holds the shell and the embedded database's files, so with the
 * network off the app still paints, and a new account can be registered and
 * reach the dashboard on PGlite. The app is installable with a manifest in the
 * person's language.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import enPwa from '../../src/i18n/locales/en/pwa.json' with { type: 'json' };
import enShell from '../../src/i18n/locales/en/shell.json' with { type: 'json' };
import zhPwa from '../../src/i18n/locales/zh/pwa.json' with { type: 'json' };
import zhShell from '../../src/i18n/locales/zh/shell.json' with { type: 'json' };
import { openInEnglish, register, text } from './support/app';

const SERVICE_WORKER_FILE = new URL('../../dist/sw.js', import.meta.url);
/** The embedded database's engine, and its file system image. */
const ENGINE = /\/assets\/pglite-.*\.wasm$/;
const DATA = /\/assets\/pglite-.*\.data$/;

/** Waits until the service worker controls the page and has finished precaching (it activates only after). */
async function waitForOfflineReady(page: Page): Promise<string[]> {
  // The app registers its worker only once the embedded database has loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('after one visit, the app opens offline and a new account works on the embedded database', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openInEnglish(page);
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  const cached = await waitForOfflineReady(page);

  // The shell and every file the embedded database needs are in the cache.
  expect(cached).toContain('/index.html');
  for (const file of [/\/assets\/index-.*\.js$/, /\/assets\/index-.*\.css$/, /\/assets\/pglite\.worker-.*\.js$/])
    expect(
      cached.some((url) => file.test(url)),
      String(file),
    ).toBe(true);
  for (const file of [/\/assets\/pglite-.*\.wasm$/, /\/assets\/pglite-.*\.data$/, /\/assets\/pgcrypto.*\.gz$/])
    expect(
      cached.some((url) => file.test(url)),
      String(file),
    ).toBe(true);

  const fromNetwork: string[] = [];
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith('data:')) return;
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(new URL(response.url()).pathname);
  });
  // Online, the database engine goes past the service worker to the browser's HTTP cache, which keeps its
  // compiled code between visits; the rest of the database's files come from the precache.
  await page.reload();
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  // Both are fetched at once and either may answer first.
  await expect.poll(() => fromNetwork.filter((url) => ENGINE.test(url))).toHaveLength(1);
  await expect.poll(() => fromWorker.some((url) => DATA.test(url))).toBe(true);
  expect(fromWorker.filter((url) => ENGINE.test(url))).toEqual([]);
  fromNetwork.length = 0;
  fromWorker.length = 0;

  // Offline, every response comes from the service worker; the database's worker reads the engine from the
  // precache itself once the network fails it.
  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { name: text.shell.appName })).toBeVisible();
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  await register(page, 'offline@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();
  expect(fromNetwork).toEqual([]);
  for (const file of [/^\/$/, DATA])
    expect(
      fromWorker.some((url) => file.test(url)),
      String(file),
    ).toBe(true);

  // Still offline, a reload keeps the session and the data on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: text.dashboard.journal.new })).toBeVisible({ timeout: 45_000 });
  await context.setOffline(false);

  // Online again, but the engine's request hangs (a captive portal, a dead route): the precached copy takes
  // over after a few seconds, and the journal can be used; nothing waits for the browser to give up.
  let held = 0;
  await page.route(ENGINE, () => {
    held += 1;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: text.dashboard.journal.new })).toBeEnabled({ timeout: 20_000 });
  expect(held).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the app links a valid manifest in the current language; both languages have one', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: zhShell.appName })).toBeVisible();
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', /manifest\.webmanifest$/);

  const zh = await (await request.get((await link.getAttribute('href')) ?? '')).json();
  expect(zh).toMatchObject({
    name: zhShell.appName,
    short_name: zhPwa.manifest.shortName,
    description: zhPwa.manifest.description,
    lang: 'zh-CN',
    display: 'standalone',
    start_url: './',
    theme_color: '#ffffff',
    background_color: '#f8fafc',
  });
  const purposes = (zh.icons as { src: string; sizes: string; purpose: string }[]).map(
    (icon) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of zh.icons as { src: string; type: string }[]) {
    const response = await request.get(`/${icon.src}`);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }

  // Switching to English links the English manifest: installing then names the app in English.
  await page.getByRole('button', { name: zhShell.language.switchTo }).click();
  await expect(link).toHaveAttribute('href', /manifest\.en\.webmanifest$/);
  const en = await (await request.get((await link.getAttribute('href')) ?? '')).json();
  expect(en).toMatchObject({
    id: zh.id,
    start_url: zh.start_url,
    name: enShell.appName,
    short_name: enPwa.manifest.shortName,
    description: enPwa.manifest.description,
    lang: 'en',
  });
  expect(en.icons).toEqual(zh.icons);

  // After a reload in English the English manifest is linked from the start.
  await page.reload();
  await expect(page.getByRole('heading', { name: enShell.appName })).toBeVisible();
  await expect(link).toHaveAttribute('href', /manifest\.en\.webmanifest$/);
});

test('a new version is offered, never forced: it waits while a decision is open and loads when Reload is chosen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openInEnglish(page);
  await waitForOfflineReady(page);
  await register(page, 'updater@example.com');
  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await expect(page.getByRole('heading', { name: text.editor.titleNew })).toBeVisible();

  // Deploy "a new version": the server now serves a different service worker script.
  // (The browser fetches that script itself, out of reach of page.route, so the file changes on disk.)
  const original = await readFile(SERVICE_WORKER_FILE, 'utf8');
  try {
    await writeFile(SERVICE_WORKER_FILE, `${original}\n// the next version\n`);
    const found = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      return Boolean(registration?.installing ?? registration?.waiting);
    });
    expect(found).toBe(true);

    // Mid-edit: the prompt only asks to finish first; nothing reloads.
    const prompt = page.getByRole('status').filter({ hasText: enPwa.update.title });
    await expect(prompt).toContainText(enPwa.update.finishFirst, { timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: enPwa.update.reload })).toHaveCount(0);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('heading', { name: text.editor.titleNew })).toBeVisible();

    // Done editing: Reload appears, and choosing it switches to the new version.
    await page.getByRole('button', { name: text.editor.close }).click();
    await expect(prompt).toContainText(enPwa.update.body);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: enPwa.update.reload }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: text.dashboard.journal.new })).toBeVisible({ timeout: 45_000 });
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText(enPwa.update.title)).toHaveCount(0);
  } finally {
    await writeFile(SERVICE_WORKER_FILE, original);
  }
});
