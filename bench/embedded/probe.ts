/**
 * The Node side of probe.browser.js: injects it, arms its watches and reads
 * them back, so every figure is taken inside the page and Playwright's round
 * trips never count. Shared by every benchmark that drives the built app.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { editorSection, stagePosition, text } from './app.ts';

export const probeSource = readFileSync(new URL('./probe.browser.js', import.meta.url), 'utf8');

interface WatchResult {
  painted?: number;
  seen?: number;
  timeout?: boolean;
  error?: string | null;
}

/** Source that arms a watch in the page (see probe.browser.js). */
export const arm = (id: string, spec: object) => `window.__bench.arm(${JSON.stringify(id)}, ${JSON.stringify(spec)})`;

/** Waits in the page for an armed watch; returns when its frame was painted (ms since navigation start). */
export async function watched(page: Page, id: string, limitMs: number): Promise<number> {
  const outcome = await inPage<WatchResult>(page, `window.__bench.result(${JSON.stringify(id)}, ${limitMs})`);
  if (outcome.timeout || typeof outcome.painted !== 'number')
    throw new Error(`not shown within ${Math.round(limitMs / 1000)} s${outcome.error ? ` (${outcome.error})` : ''}`);
  return outcome.painted;
}

/**
 * Arms a watch for what `spec` describes, clicks (the button named `button`,
 * through `click`) and returns the time from the page's own record of that
 * click to the frame that painted the result, in ms.
 */
export async function clickToPaint(
  page: Page,
  watch: { id: string; spec: object; limitMs: number },
  button: string,
  click: () => Promise<void>,
): Promise<number> {
  await inPage(page, arm(watch.id, watch.spec));
  await click();
  const painted = await watched(page, watch.id, watch.limitMs);
  const clickedAt = await inPage<number | null>(page, `window.__bench.clickTime(${JSON.stringify(button)})`);
  if (clickedAt === null) throw new Error(`click on ${button} not seen`);
  return painted - clickedAt;
}

/** Evaluates source in the page, retrying while a navigation replaces the document. */
export async function inPage<T = unknown>(page: Page, source: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await page.evaluate(source)) as T;
    } catch (error) {
      const transient =
        /Execution context was destroyed|Cannot find context|reading '(arm|result|clickTime|questionKey|firstContentfulPaint)'/.test(
          String(error),
        );
      if (!transient || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? message).slice(0, 200);
}

/** Next on the stage on screen, from its click to the next stage's first question painted, in ms. */
export async function timeNext(page: Page, stage: number, total: number, limitMs: number): Promise<number> {
  const before = await inPage<string | null>(page, `window.__bench.questionKey(${JSON.stringify(text.questions)})`);
  const spec = { kind: 'stage', position: stagePosition(stage + 1, total), group: text.questions, before };
  return clickToPaint(page, { id: `next-${stage}`, spec, limitMs }, text.next, () =>
    editorSection(page).getByRole('button', { name: text.next }).click(),
  );
}
