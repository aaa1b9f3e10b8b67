/**
 * Test lanes: `unit` (Node: pure modules, the store on PGlite), `dom` (jsdom:
 * components), and `storybook-<locale>-<theme>`: every story rendered as a test in
 * real Chromium, once per language and theme, so no story is checked in only one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const storyMatrix = [
  { locale: 'zh', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'en', theme: 'light' },
  { locale: 'zh', theme: 'dark' },
] as const;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['tests/setup-dom.ts'],
            testTimeout: 20_000,
          },
        },
        ...storyMatrix.map(({ locale, theme }) => ({
          extends: true as const,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          define: { __STORY_LOCALE__: JSON.stringify(locale), __STORY_THEME__: JSON.stringify(theme) },
          test: {
            name: `storybook-${locale}-${theme}`,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
              instances: [{ browser: 'chromium' as const }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        })),
      ],
    },
  }),
);
