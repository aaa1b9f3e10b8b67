/**
 * Test lanes: `unit` (Node: pure modules, the store on PGlite), `dom` (jsdom:
 * components), `browser` (components in real Chromium, where a test needs the
 * real engine: e.g. counting React re-renders), and `storybook-<locale>-<theme>`: every story rendered as a test in
 * real Chromium, in both languages and both themes (see `storyMatrix`).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two lanes: every story in Chinese with the light theme and in English with the
 * dark one, so each language and each theme is rendered, checked by axe and
 * compared with its baseline screenshot. (All four pairings took the story tests
 * past what a CI run on two cores can spend.)
 */
const storyMatrix = [
  { locale: 'zh', theme: 'light', screenshots: true },
  { locale: 'en', theme: 'dark', screenshots: true },
] as const;

type ScreenshotPathData = { root: string; testFileName: string; arg: string; ext: string };
const storyFile = (testFileName: string) => testFileName.replace(/\.stories\.tsx?$/, '');
/** stories/visual-baselines/<story file>/<story>-<locale>-<theme>.png (the arg is made in .storybook/vitest.setup.ts). */
const baselinePath = ({ root, testFileName, arg, ext }: ScreenshotPathData) =>
  path.join(root, 'stories/visual-baselines', storyFile(testFileName), `${arg}${ext}`);
/** Screenshots that did not match, and their diffs: not committed. */
const diffPath = ({ root, testFileName, arg, ext }: ScreenshotPathData) =>
  path.join(root, '.vitest-attachments/screenshots', storyFile(testFileName), `${arg}${ext}`);

/**
 * Vitest runs one worker fewer than the machine has cores, which on a two-core
 * CI machine is one: the Node lanes then use half the machine while the main
 * process waits. Their tests are mostly computation, so they take both cores
 * (the run of both lanes: 353 → 254 s). The browser lanes keep the default: a
 * second page beside the first made the story tests no faster, as Chromium
 * already uses the other core.
 */
const NODE_WORKERS = Math.max(2, availableParallelism() - 1);
/** Lanes with other worker counts must run as separate groups: the browser lanes run after the Node ones. */
const BROWSER_GROUP = 1;

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
            include: [
              'src/**/*.test.ts',
              'build/**/*.test.ts',
              'tests/integration/**/*.test.ts',
              'stories/**/*.test.ts',
            ],
            setupFiles: ['tests/setup-banks.ts'],
            testTimeout: 20_000,
            maxWorkers: NODE_WORKERS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx'],
            setupFiles: ['tests/setup-banks.ts', 'tests/setup-dom.ts'],
            // Its ES modules import each other without file extensions, which only a bundler resolves.
            server: { deps: { inline: ['codemirror-json-schema'] } },
            // The studio's form tests type into a whole bank's form: 10 s on a quiet machine, twice that on a slow one.
            testTimeout: 60_000,
            maxWorkers: NODE_WORKERS,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['src/**/*.browser.test.tsx'],
            setupFiles: ['tests/setup-browser.ts', 'tests/setup-banks.ts'],
            sequence: { groupOrder: BROWSER_GROUP },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
              instances: [{ browser: 'chromium' as const }],
              viewport: { width: 1024, height: 768 },
            },
            testTimeout: 30_000,
          },
        },
        ...storyMatrix.map(({ locale, theme, screenshots }) => ({
          extends: true as const,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          define: {
            __STORY_LOCALE__: JSON.stringify(locale),
            __STORY_THEME__: JSON.stringify(theme),
            __STORY_SCREENSHOTS__: JSON.stringify(screenshots),
          },
          test: {
            name: `storybook-${locale}-${theme}`,
            sequence: { groupOrder: BROWSER_GROUP },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
                // Room for the tallest story screenshot (.storybook/vitest.setup.ts), so the page under test is never scaled down.
                contextOptions: { viewport: { width: 1100, height: 4100 } },
              }),
              instances: [{ browser: 'chromium' as const }],
              viewport: { width: 1024, height: 768 },
              expect: { toMatchScreenshot: { resolveScreenshotPath: baselinePath, resolveDiffPath: diffPath } },
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            // Every story file in one page rather than a fresh page each: the app's modules, axe and the
            // setup load once per lane instead of once per file (both lanes: 447 → 328 s). Each story
            // renders into its own root with the language and theme set again, so nothing carries over.
            isolate: false,
            // A story's play function, its axe run and its screenshot share this limit.
            testTimeout: 30_000,
          },
        })),
      ],
    },
  }),
);
