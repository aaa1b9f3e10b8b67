/**
 * End-to-end tests drive the built app (`vite preview`) in the operating system's
 * Chromium (never a downloaded browser), headless, on the embedded default.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failing test keeps its trace: every action, with the page's DOM before and after. Not the screencast:
    // capturing and encoding frames all along took a third of each test's time on two cores (the browser's
    // compositor and encoder competing with the page), for pictures the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
