/**
 * `npm run bench`: how fast the app feels on the embedded database, as a user
 * would notice it, on a quiet machine and on one with every core busy.
 *
 * Builds the app, serves it with `vite preview` on 127.0.0.1, drives the OS
 * Chromium through a new user's journey once per run (a fresh profile each
 * time), and prints medians (min–max) as a Markdown table; the figures also go
 * to bench/results/<date>-embedded.json. `--help` lists the options.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { startBusyLoad } from './busy-load.ts';
import { cleanupAll, installSignalHandlers, interrupted, onCleanup } from './cleanup.ts';
import { MEASURE_DEFINITIONS, type RunResult, runOnce } from './measures.ts';
import { HelpRequested, type Options, parseOptions, USAGE, wants } from './options.ts';
import { type ConditionResult, type Machine, markdownReport, writeJson } from './report.ts';
import { assertBuilt, buildApp, repoRoot, startPreview } from './server.ts';

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof HelpRequested) {
      console.info(USAGE);
      return;
    }
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  installSignalHandlers();
  // Taken before building, so the figures name the code that was measured.
  const commit = commitHash();

  if (options.build) buildApp();
  else assertBuilt();
  const server = await startPreview(options.port);
  console.info(`Serving dist/ at ${server.url}`);

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
  const machine: Machine = {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    chromium: chromiumVersion,
    node: process.versions.node,
    commit,
  };
  console.info(`\n${markdownReport(options, machine, conditions, date)}\n`);
  const file = writeJson(path.join(repoRoot, 'bench/results'), options, machine, conditions, date);
  console.info(`Figures saved to ${path.relative(process.cwd(), file)}`);
}

/** The commit measured, marked when the work tree has uncommitted changes. */
function commitHash(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown (not a git checkout)';
  }
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

main()
  .catch(async (error) => {
    if (interrupted()) return;
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
