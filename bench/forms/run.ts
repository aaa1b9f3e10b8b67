/**
 * This project's form engine beside SurveyJS and JSON Forms (vanilla): the same
 * bank, one stage at a time with Next, each built the same way, measured
 * interleaved in one run in the OS Chromium. Prints a Markdown table of medians
 * and the ratios the targets are set in; writes bench/results/<date>-forms.json.
 *
 *   npm run bench:forms                       (from the repository root; 11 rounds)
 *   npm run bench:forms -- --rounds 3 --no-build
 *   --rounds N   rounds (default 11); each round runs every engine once, in a rotated order
 *   --keys N     keystrokes typed into the first stage's text question (default 50)
 *   --no-build   measure the existing dist/ builds
 *   --lang en|zh the bank's language (default en); --bank <id> a bank (default: the decision bank)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { ENGINES, type Engine } from './engines.ts';

const LABELS: Record<Engine, string> = {
  engine: 'This project',
  surveyjs: 'SurveyJS',
  jsonforms: 'JSON Forms (vanilla)',
};

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] ? (argv[at + 1] as string) : fallback;
};
const rounds = Number(option('rounds', '11'));
const keys = Number(option('keys', '50'));
const lang = option('lang', 'en');
const bank = option('bank', '');
const build = !argv.includes('--no-build');
const buildOnly = argv.includes('--build-only');
const print = (line = '') => process.stdout.write(`${line}\n`);

function versionOf(name: string): string {
  const file = path.join(here, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : '?';
}

if (build) {
  for (const engine of ENGINES) {
    print(`building ${engine}…`);
    execFileSync('npx', ['vite', 'build'], {
      cwd: here,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_ENGINE: engine, BENCH_LANG: lang, BENCH_BANK: bank },
    });
  }
}
if (buildOnly) process.exit(0);

/** Serves dist/ as built, uncompressed and uncached (sizes are measured gzip from the files). */
const dist = path.join(here, 'dist');
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  fs.createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Sample {
  firstQuestionMs: number;
  nextMs: number[];
  keyHandledMs: number[];
  keyPaintedMs: number[];
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  cssRaw: number;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/** Bytes of the JS and CSS the page loaded before its first question was painted. */
function assetBytes(urls: string[]) {
  const totals = { jsGzip: 0, cssGzip: 0, jsRaw: 0, cssRaw: 0 };
  for (const url of new Set(urls)) {
    const file = path.join(dist, new URL(url).pathname);
    if (!fs.existsSync(file)) continue;
    const raw = fs.statSync(file).size;
    if (file.endsWith('.js')) {
      totals.jsGzip += gzipSize(file);
      totals.jsRaw += raw;
    } else if (file.endsWith('.css')) {
      totals.cssGzip += gzipSize(file);
      totals.cssRaw += raw;
    }
  }
  return totals;
}

async function waitFor<T>(page: Page, read: string, what: string): Promise<T> {
  try {
    const handle = await page.waitForFunction(read, undefined, { timeout: 30_000, polling: 50 });
    return (await handle.jsonValue()) as T;
  } catch {
    const state = await page.evaluate(() => window.__bench).catch(() => null);
    throw new Error(`${page.url()}: timed out waiting for ${what} (${JSON.stringify(state)})`);
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function measure(engine: Engine): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const loaded: string[] = [];
  let painted = false;
  page.on('request', (request) => {
    if (!painted) loaded.push(request.url());
  });
  try {
    await page.goto(`${origin}/${engine}/${engine}.html`);
    const firstQuestionMs = await waitFor<number>(page, 'window.__bench?.firstQuestionMs', 'the first question');
    painted = true;
    const bytes = assetBytes(loaded);

    // Typing into the first stage's text question, a person's pace apart.
    const field = page.locator('textarea, input[type="text"]').first();
    await field.click();
    await page.waitForTimeout(200);
    const text = 'Long-term holding, rebalanced yearly; stop at -20%. '.repeat(Math.ceil(keys / 50) + 1);
    await field.pressSequentially(text.slice(0, keys), { delay: 30 });
    await page.waitForTimeout(200);

    // Next through every stage, each once its stage has been painted.
    for (let step = 0; ; step++) {
      const next = page.locator('[data-bench-next], .sd-navigation__next-btn, #sv-nav-next').first();
      if (!(await next.isVisible().catch(() => false))) break;
      await next.click();
      await waitFor(page, `window.__bench.nextMs.length > ${step}`, `stage ${step + 2}`);
      await page.waitForTimeout(100);
    }
    const results = await page.evaluate(() => window.__bench);
    return {
      firstQuestionMs,
      nextMs: results.nextMs,
      keyHandledMs: results.keyHandledMs,
      keyPaintedMs: results.keyPaintedMs,
      ...bytes,
    };
  } finally {
    await context.close();
  }
}

function quantile(values: number[], q: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}
const median = (values: number[]) => quantile(values, 0.5);

const samples: Record<Engine, Sample[]> = { engine: [], surveyjs: [], jsonforms: [] };
// One unrecorded pass first, so no engine pays for the browser's own warm-up.
for (const engine of ENGINES) await measure(engine);
for (let round = 0; round < rounds; round++) {
  const order = ENGINES.map((_, i) => ENGINES[(i + round) % ENGINES.length] as Engine);
  for (const engine of order) samples[engine].push(await measure(engine));
  print(`round ${round + 1}/${rounds} done`);
}
await browser.close();
server.close();

/** Per engine, the median over rounds of each measure (per-round p50/p95 for keys). */
const summary = Object.fromEntries(
  ENGINES.map((engine) => {
    const runs = samples[engine];
    const perRound = (pick: (s: Sample) => number) => median(runs.map(pick));
    return [
      engine,
      {
        jsGzipKiB: perRound((s) => s.jsGzip) / 1024,
        cssGzipKiB: perRound((s) => s.cssGzip) / 1024,
        jsRawKiB: perRound((s) => s.jsRaw) / 1024,
        firstQuestionMs: perRound((s) => s.firstQuestionMs),
        nextToStage2Ms: perRound((s) => s.nextMs[0] ?? Number.NaN),
        nextAnyStageMs: perRound((s) => median(s.nextMs)),
        keyHandledP50Ms: perRound((s) => quantile(s.keyHandledMs, 0.5)),
        keyHandledP95Ms: perRound((s) => quantile(s.keyHandledMs, 0.95)),
        keyPaintedP50Ms: perRound((s) => quantile(s.keyPaintedMs, 0.5)),
        keyPaintedP95Ms: perRound((s) => quantile(s.keyPaintedMs, 0.95)),
      },
    ];
  }),
) as unknown as Record<Engine, Record<string, number>>;

const rows: [string, string, (n: number) => string][] = [
  ['JS gzip to show stage 1', 'jsGzipKiB', (n) => `${n.toFixed(1)} KiB`],
  ['CSS gzip to show stage 1', 'cssGzipKiB', (n) => `${n.toFixed(1)} KiB`],
  ['JS minified (not compressed)', 'jsRawKiB', (n) => `${n.toFixed(0)} KiB`],
  ['Navigation → stage 1 first question painted', 'firstQuestionMs', (n) => `${n.toFixed(0)} ms`],
  ['Next → stage 2 first question painted', 'nextToStage2Ms', (n) => `${n.toFixed(1)} ms`],
  ['Next → next stage painted (all stages)', 'nextAnyStageMs', (n) => `${n.toFixed(1)} ms`],
  ['Keydown → input handled, p50', 'keyHandledP50Ms', (n) => `${n.toFixed(1)} ms`],
  ['Keydown → input handled, p95', 'keyHandledP95Ms', (n) => `${n.toFixed(1)} ms`],
  ['Keydown → next paint, p50', 'keyPaintedP50Ms', (n) => `${n.toFixed(1)} ms`],
  ['Keydown → next paint, p95', 'keyPaintedP95Ms', (n) => `${n.toFixed(1)} ms`],
];
const ratio = (key: string, peer: Engine) => (summary.engine[key] ?? Number.NaN) / (summary[peer][key] ?? Number.NaN);

print();
print(
  `| Measure (median of ${rounds}) | ${LABELS.engine} | SurveyJS ${versionOf('survey-react-ui')} | JSON Forms ${versionOf('@jsonforms/react')} (vanilla) | ÷ JSON Forms | ÷ SurveyJS |`,
);
print('| --- | --- | --- | --- | --- | --- |');
for (const [label, key, format] of rows) {
  const cells = ENGINES.map((engine) => format(summary[engine][key] ?? Number.NaN));
  print(
    `| ${label} | ${cells.join(' | ')} | ${ratio(key, 'jsonforms').toFixed(2)} | ${ratio(key, 'surveyjs').toFixed(2)} |`,
  );
}

const targets: [string, number, number][] = [
  ['JS gzip ≤ 0.8× JSON Forms', ratio('jsGzipKiB', 'jsonforms'), 0.8],
  ['JS gzip ≤ 0.5× SurveyJS', ratio('jsGzipKiB', 'surveyjs'), 0.5],
  ['first question ≤ 0.8× JSON Forms', ratio('firstQuestionMs', 'jsonforms'), 0.8],
  ['Next → stage 2 ≤ 0.8× JSON Forms', ratio('nextToStage2Ms', 'jsonforms'), 0.8],
  ['keydown p95 ≤ JSON Forms', ratio('keyHandledP95Ms', 'jsonforms'), 1],
];
print();
for (const [name, value, limit] of targets)
  print(`${value <= limit ? 'met    ' : 'MISSED '} ${name}: ${value.toFixed(2)}`);

const resultsDir = path.join(repo, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const out = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-forms.json`);
fs.writeFileSync(out, JSON.stringify({ rounds, keys, lang, bank: bank || 'decision', summary, samples }, null, 2));
print();
print(`figures: ${path.relative(repo, out)}`);
