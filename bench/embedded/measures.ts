/**
 * One run of the benchmark: a fresh browser context (a fresh profile: empty
 * storage, empty cache) walks a new user's journey — first paint, register, a
 * decision through every stage, complete, evaluate and save, reload — and takes
 * each figure inside the page (see probe.browser.js).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { decisionRow, englishSettingsScript, fillStage, registerAsFastAsPossible, startDecision, text } from './app.ts';
import type { MeasureGroup, Options } from './options.ts';
import { wants } from './options.ts';
import { arm, clickToPaint, firstLine, inPage, probeSource, timeNext, watched } from './probe.ts';
import { summarize } from './stats.ts';
import { WriteCounter, type WriteTotals, withTimeout } from './write-counter.ts';

export type Unit = 'ms' | 'bytes';

export interface MeasureDefinition {
  key: string;
  label: string;
  unit: Unit;
  group: MeasureGroup;
}

/** Every figure, in the order of the report. */
export const MEASURE_DEFINITIONS: readonly MeasureDefinition[] = [
  {
    key: 'firstPaint',
    label: 'Shell first paint (navigation → first-contentful-paint)',
    unit: 'ms',
    group: 'first-paint',
  },
  {
    key: 'registerFromNavigation',
    label: 'Register → dashboard, from navigation start (fresh profile)',
    unit: 'ms',
    group: 'register',
  },
  {
    key: 'registerFromClick',
    label: 'Register → dashboard, from the click on Register',
    unit: 'ms',
    group: 'register',
  },
  { key: 'reload', label: 'Reload → journal with its data (returning user)', unit: 'ms', group: 'reload' },
  { key: 'nextFirst', label: 'Next → stage 2 shown (first save of the decision)', unit: 'ms', group: 'next' },
  { key: 'nextLater', label: 'Next → next stage shown (later stages, run median)', unit: 'ms', group: 'next' },
  { key: 'complete', label: 'Complete → completed decision listed', unit: 'ms', group: 'complete' },
  { key: 'evaluationSave', label: 'Evaluation Save & Complete → dialog closed', unit: 'ms', group: 'evaluation-save' },
  { key: 'bytesNextFirst', label: 'Bytes written by the first Next save', unit: 'bytes', group: 'bytes' },
  { key: 'bytesNextLater', label: 'Bytes written per later Next save (run median)', unit: 'bytes', group: 'bytes' },
  { key: 'bytesComplete', label: 'Bytes written by the Complete save', unit: 'bytes', group: 'bytes' },
  { key: 'bytesEvaluationSave', label: 'Bytes written by the evaluation save', unit: 'bytes', group: 'bytes' },
  { key: 'storageUsage', label: 'Storage used after the run (storage.estimate)', unit: 'bytes', group: 'bytes' },
];

export interface RunResult {
  samples: Record<string, number>;
  /** Why a figure is missing from this run. */
  errors: Record<string, string>;
  /** Every Next of the run, click → next stage painted, in ms. */
  nexts: number[];
  /** Bytes written by each Next's save (when the counter was in place). */
  nextBytes: number[];
  /** The workers whose writes were counted (the database worker, found by its name). */
  countedWorkers: string[];
}

/** How far into the journey a run has to go for the measures asked for. */
function depthFor(options: Options): number {
  const depth = { 'first-paint': 1, register: 2, reload: 3, next: 3, complete: 4, 'evaluation-save': 5, bytes: 5 };
  return Math.max(
    ...(Object.entries(depth) as [MeasureGroup, number][]).filter(([group]) => wants(options, group)).map(([, d]) => d),
  );
}

class StepFailed extends Error {}

export async function runOnce(browser: Browser, url: string, options: Options, label: string): Promise<RunResult> {
  const result: RunResult = { samples: {}, errors: {}, nexts: [], nextBytes: [], countedWorkers: [] };
  const depth = depthFor(options);
  const limit = options.stepTimeoutMs;
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(limit);
  context.setDefaultNavigationTimeout(limit);
  await context.addInitScript({ content: englishSettingsScript });
  await context.addInitScript({ content: probeSource });
  await context.addInitScript({ content: arm('dashboard', { kind: 'button', name: text.newDecision }) });
  const page = await context.newPage();
  const counter = new WriteCounter(page);
  const decisionName = `Benchmark decision ${label}`;
  const pending = new Set(MEASURE_DEFINITIONS.map((m) => m.key));

  const record = (key: string, value: number | null | undefined, why = 'no figure') => {
    pending.delete(key);
    if (typeof value === 'number' && Number.isFinite(value)) result.samples[key] = Math.round(value * 10) / 10;
    else result.errors[key] = why;
  };
  /** Runs one step within the step limit; a failure marks its figures and ends the run. */
  const step = async <T>(keys: string[], what: string, body: () => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(body(), limit + 5000, what);
    } catch (error) {
      const message = `${what}: ${firstLine(error)}`;
      for (const key of keys) {
        pending.delete(key);
        result.errors[key] = message;
      }
      throw new StepFailed(message);
    }
  };
  /** After typing: wait out any write it caused. After a save (`since` = the totals before it): wait for its flush. */
  const settleBytes = async (since: WriteTotals | null = null): Promise<WriteTotals | null> =>
    wants(options, 'bytes') ? counter.settle(since) : null;
  const bytesBetween = (key: string, before: WriteTotals | null, after: WriteTotals | null) => {
    if (!wants(options, 'bytes')) return;
    if (before && after) {
      record(key, after.bytes - before.bytes);
      result.countedWorkers = [...new Set([...result.countedWorkers, ...after.workers])];
    } else record(key, null, counter.problem() ?? 'counter unreadable');
  };

  try {
    await step(['firstPaint', 'registerFromNavigation', 'registerFromClick'], 'opening the app', () =>
      page.goto(url, { waitUntil: 'commit' }),
    );
    // Read once it is there, whatever becomes of the registration.
    const firstPaint = inPage<number | null>(page, 'window.__bench.firstContentfulPaint(30000)').catch(() => null);
    let registerFailure: unknown = null;
    if (depth >= 2) {
      const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      try {
        const shown = await step(['registerFromNavigation', 'registerFromClick'], 'register', async () => {
          await registerAsFastAsPossible(page, email, 'bench-secret-123');
          return watched(page, 'dashboard', limit);
        });
        const clickedAt = await inPage<number | null>(
          page,
          `window.__bench.clickTime(${JSON.stringify(text.register)})`,
        );
        record('registerFromNavigation', shown);
        record('registerFromClick', clickedAt === null ? null : shown - clickedAt, 'click on Register not seen');
      } catch (error) {
        registerFailure = error;
      }
    }
    record('firstPaint', await firstPaint, 'no first-contentful-paint entry');
    if (registerFailure) throw registerFailure;
    if (depth < 3) return result;

    const total = await step(['nextFirst', 'nextLater'], 'new decision', () => startDecision(page, decisionName));
    for (let stage = 1; stage < total; stage++) {
      const before = await step(['nextFirst', 'nextLater'], `filling stage ${stage}`, async () => {
        await fillStage(page);
        return settleBytes();
      });
      const ms = await step(['nextFirst', 'nextLater'], `Next from stage ${stage}`, () =>
        timeNext(page, stage, total, limit),
      );
      result.nexts.push(Math.round(ms * 10) / 10);
      const after = await settleBytes(before);
      if (before && after) result.nextBytes.push(after.bytes - before.bytes);
      if (stage === 1) bytesBetween('bytesNextFirst', before, after);
    }
    record('nextFirst', result.nexts[0]);
    record('nextLater', summarize(result.nexts.slice(1))?.median, 'only one stage');
    if (wants(options, 'bytes'))
      record(
        'bytesNextLater',
        summarize(result.nextBytes.slice(1))?.median,
        counter.problem() ?? 'no later Next measured',
      );

    if (depth >= 4) {
      const before = await step(['complete'], `filling stage ${total}`, async () => {
        await fillStage(page);
        return settleBytes();
      });
      const listed = { kind: 'listitem', texts: [decisionName], button: text.evaluate };
      const ms = await step(['complete'], 'Complete', () =>
        clickToPaint(page, { id: 'complete', spec: listed, limitMs: limit }, text.complete, () =>
          page.getByRole('button', { name: text.complete }).click(),
        ),
      );
      record('complete', ms);
      bytesBetween('bytesComplete', before, await settleBytes(before));
    }

    if (depth >= 5) {
      const before = await step(['evaluationSave'], 'evaluating', async () => {
        await decisionRow(page, decisionName).getByRole('button', { name: text.evaluate }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: text.startEvaluation }).click();
        await dialog.getByText(text.totalScore).first().waitFor();
        return settleBytes();
      });
      const closed = { id: 'evaluation-save', spec: { kind: 'noDialog' }, limitMs: limit };
      const ms = await step(['evaluationSave'], 'saving the evaluation', () =>
        clickToPaint(page, closed, text.saveEvaluation, () =>
          page.getByRole('dialog').getByRole('button', { name: text.saveEvaluation }).click(),
        ),
      );
      record('evaluationSave', ms);
      bytesBetween('bytesEvaluationSave', before, await settleBytes(before));
    }

    if (wants(options, 'reload')) {
      const ms = await step(['reload'], 'reload', async () => {
        await context.addInitScript({ content: arm('reload', { kind: 'listitem', texts: [decisionName] }) });
        await page.reload({ waitUntil: 'commit' });
        return watched(page, 'reload', limit);
      });
      record('reload', ms);
    }

    if (wants(options, 'bytes'))
      record(
        'storageUsage',
        await step(['storageUsage'], 'storage estimate', () =>
          inPage<number | null>(page, 'navigator.storage.estimate().then((e) => e.usage ?? null)'),
        ),
        'storage.estimate() gave no usage',
      );
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    for (const definition of MEASURE_DEFINITIONS)
      if (pending.has(definition.key) && wants(options, definition.group) && !(definition.key in result.errors))
        result.errors[definition.key] = 'not reached (an earlier step failed)';
    await context.close().catch(() => {});
  }
  return result;
}
