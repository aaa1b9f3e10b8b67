/**
 * One measurement of the scale benchmark: a fresh browser profile registers a
 * new user, imports a journal of N decisions through My data, reloads as the
 * returning investor, opens the newest decision and takes one Next. Times are taken inside the page by the embedded benchmark's probe.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  englishSettingsScript,
  fillStage,
  openMyData,
  registerAsFastAsPossible,
  stagePosition,
  text,
} from '../embedded/app.ts';
import { arm, clickToPaint, firstLine, inPage, probeSource, timeNext, watched } from '../embedded/probe.ts';
import { summarize } from '../embedded/stats.ts';
import { withTimeout } from '../embedded/write-counter.ts';
import { type JournalFile, NEWEST_STAGE } from './journal-file.ts';
import type { ScaleOptions } from './options.ts';

export type ScaleKey =
  | 'import'
  | 'importLongestTask'
  | 'reload'
  | 'reloadEnabled'
  | 'reloadQuiet'
  | 'search'
  | 'open'
  | 'next'
  | 'heap';

export interface ScaleMeasure {
  key: ScaleKey;
  /** The report's column heading. */
  label: string;
  /** How a figure (ms or bytes) is shown in the table. */
  format: (value: number) => string;
}

const ms = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1));

/** Every figure, in the order of the report's columns. */
export const SCALE_MEASURES: readonly ScaleMeasure[] = [
  { key: 'import', label: 'import s', format: (value) => (value / 1000).toFixed(1) },
  {
    key: 'importLongestTask',
    label: 'longest task during import ms',
    // Long tasks are reported from 50 ms; none at all reads as "under 50".
    format: (value) => (value < 50 ? '< 50' : ms(value)),
  },
  { key: 'reload', label: 'reload → journal ms', format: ms },
  { key: 'reloadEnabled', label: 'reload → actions enabled ms', format: ms },
  { key: 'reloadQuiet', label: 'reload → quiet ms', format: ms },
  { key: 'search', label: 'search ms', format: ms },
  { key: 'open', label: 'open decision ms', format: ms },
  { key: 'next', label: 'Next ms', format: ms },
  { key: 'heap', label: 'heap MB', format: (value) => (value / 1024 / 1024).toFixed(1) },
];

export interface ScaleRun {
  count: number;
  /** Which run (1-based) and where in that run's order this measurement came. */
  run: number;
  position: number;
  samples: Partial<Record<ScaleKey, number>>;
  /** Why a figure is missing. */
  errors: Partial<Record<ScaleKey, string>>;
  /** How many main-thread tasks of 50 ms or more the import held, and their total. */
  importLongTasks?: { count: number; totalMs: number };
}

/**
 * Watches the main thread from the page's start: every task of 50 ms or more
 * (the longest one within any span can be read afterwards), and when the
 * thread has gone quiet.
 */
const mainThreadScript = `(() => {
  if (window.__mainThread) return;
  const tasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__mainThread = {
    tasksWithin: (from, to) =>
      tasks.filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => duration),
    // Resolves with the time from which idle callbacks kept coming, each with idle time to spare, for quietMs:
    // React's background rendering (slices of a few ms, back to back) leaves no such idle time, nor does layout.
    quiet: (quietMs, timeoutMs) =>
      new Promise((resolve) => {
        const started = performance.now();
        let idleSince = null;
        let last = started;
        const tick = (deadline) => {
          const now = performance.now();
          const spare = deadline.timeRemaining() >= 10;
          idleSince = spare ? (idleSince !== null && now - last < 100 ? idleSince : now) : null;
          last = now;
          if (idleSince !== null && now - idleSince >= quietMs) resolve(idleSince);
          else if (now - started > timeoutMs) resolve(null);
          else requestIdleCallback(tick, { timeout: 200 });
        };
        requestIdleCallback(tick, { timeout: 200 });
      }),
  };
})();`;

class StepFailed extends Error {}

/** Longer than the app waits before keeping its copy of the journal (src/app/journal-cache.ts), and the write. */
const KEPT_AFTER_MS = 3000;

export async function measureScale(
  /** A fresh profile for this measurement alone (see `--profile`); closing it ends the measurement. */
  openProfile: () => Promise<BrowserContext>,
  url: string,
  file: JournalFile,
  options: Pick<ScaleOptions, 'stepTimeoutMs' | 'reloads'>,
  at: { run: number; position: number },
): Promise<ScaleRun> {
  const result: ScaleRun = { count: file.count, ...at, samples: {}, errors: {} };
  const limit = options.stepTimeoutMs;
  const context = await openProfile();
  context.setDefaultTimeout(limit);
  context.setDefaultNavigationTimeout(limit);
  await context.addInitScript({ content: englishSettingsScript });
  await context.addInitScript({ content: probeSource });
  await context.addInitScript({ content: mainThreadScript });
  await context.addInitScript({ content: arm('dashboard', { kind: 'button', name: text.newDecision }) });
  const page = context.pages()[0] ?? (await context.newPage());
  const pending = new Set<ScaleKey>(SCALE_MEASURES.map((m) => m.key));
  if (file.count === 0) {
    pending.delete('search');
    pending.delete('open');
    pending.delete('next');
  }

  const step = async <T>(keys: ScaleKey[], what: string, body: () => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(body(), limit + 5000, what);
    } catch (error) {
      for (const key of keys) {
        pending.delete(key);
        result.errors[key] = `${what}: ${firstLine(error)}`;
      }
      throw new StepFailed();
    }
  };
  const record = (key: ScaleKey, value: number) => {
    pending.delete(key);
    result.samples[key] = Math.round(value * 10) / 10;
  };

  try {
    await step(['import', 'importLongestTask'], 'register', async () => {
      await page.goto(url, { waitUntil: 'commit' });
      const email = `scale-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await registerAsFastAsPossible(page, email, 'bench-secret-123');
      await watched(page, 'dashboard', limit);
    });

    const imported = await step(['import', 'importLongestTask'], 'import', async () => {
      const dialog = await openMyData(page);
      await dialog.getByLabel(text.importFile).setInputFiles(file.path);
      const took = await clickToPaint(
        page,
        { id: 'import', spec: { kind: 'text', text: text.importDone }, limitMs: limit },
        text.importSubmit,
        () => dialog.getByRole('button', { name: text.importSubmit, exact: true }).click(),
      );
      const clickedAt = await inPage<number>(page, `window.__bench.clickTime(${JSON.stringify(text.importSubmit)})`);
      const tasks = await inPage<number[]>(page, `window.__mainThread.tasksWithin(${clickedAt}, ${clickedAt + took})`);
      return { took, tasks };
    });
    record('import', imported.took);
    record('importLongestTask', Math.max(0, ...imported.tasks));
    result.importLongTasks = {
      count: imported.tasks.length,
      totalMs: Math.round(imported.tasks.reduce((sum, d) => sum + d, 0)),
    };

    // The newest decision's row, with the button that opens it; an empty journal says so. The rows may show
    // (this browser's copy) before the database has opened, their buttons disabled: "journal" is the rows on
    // screen, "actions enabled" the same row (or, empty, New) once its button can be pressed.
    const newestRow =
      file.count > 0
        ? { kind: 'listitem', texts: [file.newestName], button: text.editDecision }
        : { kind: 'text', text: text.journalEmpty };
    const newestEnabled =
      file.count > 0 ? { ...newestRow, enabled: true } : { kind: 'button', name: text.newDecision, enabled: true };
    // A returning investor: the last visit ended with the journal loaded and kept in the browser (the app
    // writes its copy a moment after a load), not in the middle of the load the import started.
    await step(['reload', 'reloadEnabled', 'reloadQuiet'], 'waiting for the imported journal', async () => {
      await inPage(page, arm('imported', newestEnabled));
      await watched(page, 'imported', limit);
    });
    // Every reload from here on arms the watches for its newest row, as the page starts.
    await context.addInitScript({ content: arm('reload', newestRow) });
    await context.addInitScript({ content: arm('reloadEnabled', newestEnabled) });
    // Each reload starts from a page at rest, as the last one left it; the figures are their medians.
    const reloads: Record<'reload' | 'reloadEnabled' | 'reloadQuiet', number[]> = {
      reload: [],
      reloadEnabled: [],
      reloadQuiet: [],
    };
    for (let time = 1; time <= options.reloads; time++) {
      const painted = await step(['reload', 'reloadEnabled', 'reloadQuiet'], `reload ${time}`, async () => {
        await page.waitForTimeout(KEPT_AFTER_MS);
        await page.reload({ waitUntil: 'commit' });
        return watched(page, 'reload', limit);
      });
      reloads.reload.push(painted);
      const enabled = await step(['reloadEnabled'], `reload ${time} until enabled`, () =>
        watched(page, 'reloadEnabled', limit),
      );
      reloads.reloadEnabled.push(enabled);
      // The journal on screen is not yet a page at rest: the rest of the rows, the lists beside them and their
      // layout follow. A click in that time waits for them, so opening is timed once the page is quiet, and how
      // long after navigation that came is a figure of its own.
      const quiet = await step(['reloadQuiet'], `waiting for the page to go quiet after reload ${time}`, async () => {
        const since = await inPage<number | null>(page, `window.__mainThread.quiet(${QUIET_MS}, ${limit})`);
        if (since === null) throw new Error(`never quiet for ${QUIET_MS} ms`);
        return Math.max(since, painted);
      });
      reloads.reloadQuiet.push(quiet);
    }
    for (const key of ['reload', 'reloadEnabled', 'reloadQuiet'] as const) {
      const summary = summarize(reloads[key]);
      if (summary) record(key, summary.median);
    }

    if (file.count > 0) {
      // The newest decision's name typed at once into the search: from the input to the filtered journal
      // painted ("n of N decisions", which only the search's answer brings), then cleared again.
      const search = await step(['search'], 'searching the journal', async () => {
        const box = page.getByRole('searchbox', { name: text.searchDecisions });
        // The search opens once the whole journal is read, which the worker may still be doing after the main
        // thread went quiet: typed into before that, the words would go nowhere.
        await box.click({ trial: true });
        await box.focus();
        await inPage(page, arm('search', { kind: 'text', text: shownOf(file.count) }));
        await inPage(page, SEARCH_INPUT_SCRIPT);
        await page.keyboard.insertText(file.newestName);
        const painted = await watched(page, 'search', limit);
        const typedAt = await inPage<number | null>(page, 'window.__searchInputAt');
        if (typedAt === null) throw new Error('the typing was not seen');
        await page.getByRole('button', { name: text.clearFilters }).click();
        return painted - typedAt;
      });
      record('search', search);
    }

    if (file.count > 0) {
      const firstQuestion = {
        kind: 'stage',
        position: stagePosition(NEWEST_STAGE, file.stages),
        group: text.questions,
        before: null,
      };
      // Found natively (XPath): Playwright's text matching would read every one of thousands of rows just
      // before the click, and leave its garbage to be collected within the span being timed.
      const row = page.locator(`xpath=//li[.//p[normalize-space(.)=${xpathString(file.newestName)}]]`).first();
      const open = await step(['open', 'next'], 'opening the newest decision', () =>
        clickToPaint(page, { id: 'open', spec: firstQuestion, limitMs: limit }, text.editDecision, () =>
          row.getByRole('button', { name: text.editDecision }).click(),
        ),
      );
      record('open', open);
    }

    record('heap', await step(['heap'], 'heap after a forced GC', () => heapAfterGc(page)));

    if (file.count > 0) {
      const next = await step(['next'], 'Next', async () => {
        await fillStage(page);
        return timeNext(page, NEWEST_STAGE, file.stages, limit);
      });
      record('next', next);
    }
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    for (const key of pending) result.errors[key] ??= 'not reached (an earlier step failed)';
    await context.close().catch(() => {});
  }
  return result;
}

/** What the journal says once a search has filtered it, after the number shown: " of 10,000 decisions". */
function shownOf(total: number): string {
  const [, after = ''] = text.filterShown.split(/\{\{shown(?:, number)?\}\}/);
  return after.replace(/\{\{total(?:, number)?\}\}/, total.toLocaleString('en'));
}

/** Notes when the next input event reaches the page (the start of a search). */
const SEARCH_INPUT_SCRIPT = `(() => {
  window.__searchInputAt = null;
  document.addEventListener('input', () => { window.__searchInputAt ??= performance.now(); }, { capture: true, once: true });
})()`;

/** How long the main thread must stay idle before the page counts as quiet. */
const QUIET_MS = 500;

/** A string as an XPath literal (XPath 1.0 has no escapes: a text with both quotes is spliced with concat). */
function xpathString(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `concat(${value
    .split('"')
    .map((part) => `"${part}"`)
    .join(`, '"', `)})`;
}

/** The page's JavaScript heap in use, in bytes, after a full garbage collection. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach().catch(() => {});
  }
}
