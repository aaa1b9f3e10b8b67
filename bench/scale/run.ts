/**
 * `npm run bench:scale`: how the app copes as the journal grows. For each
 * journal size N, a new user in a fresh browser profile (on disk by default, as a
 * returning investor's browser keeps compiled code between visits) imports N generated
 * decisions through My data (the real import path), reloads, opens the newest
 * decision and takes one Next; the page's heap is read after a forced GC.
 *
 * Builds the app, serves it with `vite preview` on 127.0.0.1 and drives the OS
 * Chromium. Every run measures each size once, the order rotated from run to
 * run so the machine's busy moments fall on every size alike. Prints a
 * Markdown table of medians (min–max) and writes the figures to
 * bench/results/<date>-scale.json. `--help` lists the options.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { installSignalHandlers, interrupted, onCleanup, runMain } from '../embedded/cleanup.ts';
import { optionsOrUsage } from '../embedded/options.ts';
import { commitHash, machineOf } from '../embedded/results.ts';
import { serveBuild } from '../embedded/server.ts';
import { writeJournalFiles } from './journal-file.ts';
import { measureScale, SCALE_MEASURES, type ScaleRun } from './measures.ts';
import { type ProfileKind, parseScaleOptions, USAGE } from './options.ts';
import { markdownReport, writeJson } from './report.ts';

async function main(): Promise<void> {
  const options = optionsOrUsage(parseScaleOptions, USAGE);
  if (!options) return;
  installSignalHandlers();
  // Taken before building, so the figures name the code that was measured.
  const commit = commitHash();

  console.info(`Generating journals of ${options.scale.map((n) => n.toLocaleString('en')).join(', ')} decisions…`);
  const files = writeJournalFiles(options.scale, options.seed);
  const server = await serveBuild(options.build, options.port);

  const started = Date.now();
  const runs: ScaleRun[] = [];
  let chromiumVersion = 'Chromium (version unknown)';
  try {
    const profiles = await openProfiles(options.profile);
    const forgetProfiles = onCleanup(() => profiles.close());
    chromiumVersion = `Chromium ${profiles.version}`;
    try {
      for (let run = 1; run <= options.runs && !interrupted(); run++) {
        // Rotated: over as many runs as there are sizes, each size comes first, second, … once.
        const order = files.map((_, i) => files[(i + run - 1) % files.length] as (typeof files)[number]);
        for (const [index, file] of order.entries()) {
          if (interrupted()) break;
          const measured = Date.now();
          const result = await measureScale(profiles.open, server.url, file, options, { run, position: index + 1 });
          if (interrupted()) break;
          runs.push(result);
          console.info(
            `run ${run}/${options.runs}, ${file.count.toLocaleString('en')} decisions (${Math.round((Date.now() - measured) / 1000)} s): ${oneLine(result)}`,
          );
          for (const reason of new Set(Object.values(result.errors))) console.info(`  failed: ${reason}`);
        }
      }
    } finally {
      await profiles.close();
      forgetProfiles();
    }
  } finally {
    await server.stop();
  }
  if (interrupted()) return;

  const result = {
    options,
    machine: machineOf(chromiumVersion, commit),
    files,
    runs,
    seconds: (Date.now() - started) / 1000,
    date: new Date(),
  };
  console.info(`\n${markdownReport(result)}\n`);
  console.info(`Figures saved to ${path.relative(process.cwd(), writeJson(result))}`);
}

const VIEWPORT = { width: 1280, height: 800 };

interface Profiles {
  /** A fresh profile of the kind asked for; a profile on disk is deleted when its context closes. */
  open(): Promise<BrowserContext>;
  /** The browser's version, as the figures name it. */
  version: string;
  close(): Promise<void>;
}

/** Incognito contexts share one browser; each profile on disk is a browser of its own, and none is shared. */
async function openProfiles(kind: ProfileKind): Promise<Profiles> {
  if (kind === 'incognito') {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    return {
      open: () => browser.newContext({ viewport: VIEWPORT }),
      version: browser.version(),
      close: () => browser.close(),
    };
  }
  return { open: openProfileOnDisk, version: chromiumVersionOnDisk(), close: async () => {} };
}

/** What `chromium --version` says, as `browser.version()` would (e.g. 156.0.8078.73). */
function chromiumVersionOnDisk(): string {
  try {
    const said = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    return /\d+(\.\d+){3}/.exec(said)?.[0] ?? '(version unknown)';
  } catch {
    return '(version unknown)';
  }
}

async function openProfileOnDisk(): Promise<BrowserContext> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-profile-'));
  // The browser may still be writing its last files as the context reports closed: retry, and never fail the run over it.
  const removeDir = () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`The profile ${dir} could not be removed: ${(error as Error).message}`);
    }
  };
  const forget = onCleanup(removeDir);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    viewport: VIEWPORT,
  });
  context.on('close', () => {
    removeDir();
    forget();
  });
  return context;
}

/** A progress line per measurement: each figure, or × where it failed. */
const oneLine = (run: ScaleRun) =>
  SCALE_MEASURES.map(({ key, format }) => {
    const value = run.samples[key];
    return `${key}=${value === undefined ? (run.errors[key] ? '×' : '–') : format(value)}`;
  }).join(' ');

runMain(main);
