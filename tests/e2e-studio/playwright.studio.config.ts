/**
 * End-to-end tests of the content studio (`npm run test:studio`): its dev
 * server on a scratch copy of the repository (global-setup.ts), driven in the
 * operating system's Chromium, headless, with the app's end-to-end flags.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // As in playwright.config.ts: a failing test's trace keeps its actions and DOM snapshots, not the costly screencast.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
