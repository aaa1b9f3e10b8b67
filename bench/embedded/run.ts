/**
 * `npm run bench`: how fast the app feels on the embedded database, as a user
 * would notice it, on a quiet machine and on one with every core busy.
 *
 * Builds the app, serves it with `vite preview` on 127.0.0.1, drives the OS
 * Chromium through a new user's journey once per run (a fresh profile each
 * time), and prints medians (min–max) as a Markdown table; the figures also go
 * to bench/results/<date>-embedded.json. `--help` lists the options.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { startBusyLoad } from './busy-load.ts';
import { installSignalHandlers, interrupted, onCleanup, runMain } from './cleanup.ts';
import { MEASURE_DEFINITIONS, type RunResult, runOnce } from './measures.ts';
import { type Options, optionsOrUsage, parseOptions, USAGE, wants } from './options.ts';
import { type ConditionResult, markdownReport, writeJson } from './report.ts';
import { commitHash, machineOf } from './results.ts';
import { serveBuild } from './server.ts';

async function main(): Promise<void> {
  const options = optionsOrUsage(parseOptions, USAGE);
  if (!options) return;
  installSignalHandlers();
  // Taken before building, so the figures name the code that was measured.
  const commit = commitHash();

  const server = await serveBuild(options.build, options.port);

  const conditions: ConditionResult[] = [];
  let chromiumVersion = 'Chromium (version unknown)';
  try {
    for (const condition of ['quiet', 'busy'] as const) {
      if (condition === 'quiet' && !options.quiet) continue;
      if (condition === 'busy' && !options.busy) continue;
      if (interrupted()) break;
      const load = condition === 'busy' ? startBusyLoad() : null;
      try {
        const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
        const forgetBrowser = onCleanup(() => browser.close());
        chromiumVersion = `Chromium ${browser.version()}`;
        const started = Date.now();
        const runs: RunResult[] = [];
        try {
          for (let i = 1; i <= options.runs; i++) {
            const runStarted = Date.now();
            if (interrupted()) break;
            const run = await runOnce(browser, server.url, options, `${condition}-${i}-${Date.now().toString(36)}`);
            if (interrupted()) break;
            runs.push(run);
            console.info(
              `${condition} run ${i}/${options.runs} (${secondsSince(runStarted)} s): ${oneLine(run, options)}`,
            );
            for (const reason of new Set(Object.values(run.errors))) console.info(`  failed: ${reason}`);
          }
        } finally {
          await browser.close();
          forgetBrowser();
        }
        conditions.push({ condition, busyLoops: load?.loops ?? 0, seconds: (Date.now() - started) / 1000, runs });
      } finally {
        load?.stop();
      }
    }
  } finally {
    await server.stop();
  }

  if (interrupted()) return;
  const date = new Date();
  const machine = machineOf(chromiumVersion, commit);
  console.info(`\n${markdownReport(options, machine, conditions, date)}\n`);
  const file = writeJson(options, machine, conditions, date);
  console.info(`Figures saved to ${path.relative(process.cwd(), file)}`);
}

const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(0);

/** A progress line per run: each figure, or × where it failed. */
function oneLine(run: RunResult, options: Options): string {
  return MEASURE_DEFINITIONS.filter((m) => wants(options, m.group))
    .map((m) => {
      const value = run.samples[m.key];
      if (value === undefined) return `${m.key}=×`;
      return `${m.key}=${m.unit === 'ms' ? Math.round(value) : value}`;
    })
    .join(' ');
}

runMain(main);
