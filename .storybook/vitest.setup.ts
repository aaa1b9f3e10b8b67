import { forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { AxeResults } from 'axe-core';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from './preview';

// Each storybook-<locale>-<theme> test project (vitest.config.ts) defines these,
// so every story runs once per language and theme; the lanes that keep visual
// baselines also set __STORY_SCREENSHOTS__.
declare const __STORY_LOCALE__: string;
declare const __STORY_THEME__: string;
declare const __STORY_SCREENSHOTS__: boolean;

interface StoryAfterEachContext {
  id: string;
  title: string;
  name: string;
  parameters: { visual?: boolean; visualMask?: string[] };
  reporting: { reports: { type: string; result?: unknown }[] };
}

/** The story lanes' viewport (vitest.config.ts). */
const VIEWPORT = { width: 1024, height: 768 };
const MAX_SCREENSHOT_HEIGHT = 4000;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Fails the story on a serious or critical axe-core finding. The a11y addon
 * (parameters.a11y.test 'todo' in preview.tsx) runs axe after the play function
 * and reports every finding to the Accessibility panel; moderate and minor ones
 * stay warnings there and are printed here.
 */
async function failOnSeriousA11yFindings({ id, reporting }: StoryAfterEachContext) {
  const report = reporting.reports.find((candidate) => candidate.type === 'a11y');
  const violations = (report?.result as AxeResults | undefined)?.violations ?? [];
  const describe = (v: AxeResults['violations'][number]) =>
    `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`;
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const warnings = violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (warnings.length > 0) console.warn(`a11y (${id}): ${warnings.map(describe).join('; ')}`);
  if (blocking.length > 0) throw new Error(`a11y (${id}): ${blocking.map(describe).join('; ')}`);
}

/** How long the matcher may retry for a stable screenshot: within the story test's own limit (vitest.config.ts). */
const STABLE_SCREENSHOT_MS = 15_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs now the checks of every JSON view on the page that would run a moment after the last keystroke, and waits
 * for their underlines to be drawn: without it a screenshot would catch them or not, by timing.
 */
async function settleEditorChecks() {
  const views = [...document.querySelectorAll<HTMLElement>('.cm-editor')].flatMap(
    (element) => EditorView.findFromDOM(element) ?? [],
  );
  if (views.length === 0) return;
  for (const view of views) forceLinting(view);
  // The checks answer through promises; the view draws their underlines when they have, and places tooltips a frame later.
  await nextFrame();
  await nextFrame();
}

/**
 * Compares the rendered story with its committed baseline (stories/visual-baselines,
 * see vitest.config.ts). Storybook has already paused CSS animations at their end
 * state; Playwright also stops any left and hides the caret.
 */
async function matchScreenshot({ title, name, parameters }: StoryAfterEachContext) {
  // `parameters.visual: false` opts a story out (content previews, performance stories).
  if (!__STORY_SCREENSHOTS__ || parameters.visual === false) return;
  await document.fonts.ready;
  await settleEditorChecks();
  const file = `${title.replace(/[^A-Za-z0-9]+/g, '-')}--${name.replace(/[^A-Za-z0-9]+/g, '-')}-${__STORY_LOCALE__}-${__STORY_THEME__}`;
  // Only what is inside the viewport is painted: a story taller than it gets a taller viewport
  // (same width, so the layout does not change) for its screenshot.
  const height = Math.min(MAX_SCREENSHOT_HEIGHT, Math.max(VIEWPORT.height, document.documentElement.scrollHeight));
  if (height > VIEWPORT.height) {
    await page.viewport(VIEWPORT.width, height);
    // The resize lays the page out again (and may fire resize observers that render once more): the first capture
    // should already see the page as it settles, or the matcher spends its time retrying a tall page.
    await nextFrame();
    await nextFrame();
  }
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(file, {
      // A capture that differs is retried until two agree; a tall page takes a second or more per capture on a busy
      // two-core machine, more than the matcher's default time allows for that.
      timeout: STABLE_SCREENSHOT_MS,
      screenshotOptions: {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // `parameters.visualMask`: selectors of parts that differ on every run (a stack trace with the server's port).
        mask: (parameters.visualMask ?? []).flatMap((selector) => [...document.querySelectorAll(selector)]),
      },
    });
  } finally {
    if (height > VIEWPORT.height) await page.viewport(VIEWPORT.width, VIEWPORT.height);
  }
}

// The baselines are drawn with the fonts tests/setup-system.sh installs, named here so that
// another font on the machine (one that `system-ui` might pick) cannot move a pixel.
const pinnedFonts = document.createElement('style');
pinnedFonts.textContent = `:root {
  --font-sans: "DejaVu Sans", "Noto Sans CJK SC", sans-serif;
  --font-mono: "DejaVu Sans Mono", "Noto Sans Mono CJK SC", monospace;
}`;
document.head.append(pinnedFonts);

// Story afterEach hooks run last-registered first: the a11y addon's axe run, then
// the a11y gate, then the screenshot (so axe's highlights never show in it).
setProjectAnnotations([
  { afterEach: [matchScreenshot, failOnSeriousA11yFindings] },
  a11yAddonAnnotations,
  previewAnnotations,
  { initialGlobals: { locale: __STORY_LOCALE__, theme: __STORY_THEME__ } },
]);
