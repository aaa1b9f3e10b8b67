/**
 * Which browser storage should hold the embedded database? Opens PGlite alone
 * (no app) in this machine's Chromium for each candidate file system, fresh
 * from the migrated snapshot and reopened after a reload, and makes saves as
 * the app does. Prints medians. `npm run bench:storage -- [--runs N]`
 * (ONLY=<part of a candidate's name> to run some; CLOSE=0 to leave without closing the database).
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { summarize } from '../embedded/stats.ts';
import { ensureBenchSnapshots } from './snapshots.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const PORT = 4199;
const only = process.env.ONLY;
const allCandidates = [
  { name: 'idb, 1 MB WAL, no template0', fs: 'idb', snapshot: 'slim.tar.gz', relaxed: '0' },
  { name: 'memfs2opfs, no template0', fs: 'memfs2opfs', snapshot: 'slim.tar', relaxed: '0' },
  { name: 'idb, 16 MB WAL', fs: 'idb', snapshot: 'wal16.tar.gz', relaxed: '0' },
  { name: 'idb, 1 MB WAL', fs: 'idb', snapshot: 'wal1.tar.gz', relaxed: '0' },
  { name: 'idb, 1 MB WAL, relaxed', fs: 'idb', snapshot: 'wal1.tar.gz', relaxed: '1' },
  { name: 'opfs-ahp', fs: 'opfs-ahp', snapshot: 'wal1.tar.gz', relaxed: '0' },
  { name: 'memfs2opfs', fs: 'memfs2opfs', snapshot: 'wal1.tar.gz', relaxed: '0' },
  { name: 'memfs2opfs, uncompressed snapshot', fs: 'memfs2opfs', snapshot: 'wal1.tar', relaxed: '0' },
];
const candidates = only ? allCandidates.filter((c) => c.name.includes(only)) : allCandidates;
const median = (xs: number[]) => summarize(xs)?.median ?? Number.NaN;
interface Save {
  ms: number;
  bytes: number;
}
interface Report {
  error?: string;
  totalToQueryMs: number;
  navigationToReportMs: number;
  signUpMs: number;
  bytesAfterOpen: number;
  saves: Save[];
}
const push = (into: Record<string, number[]>, key: string, value: number) => {
  into[key] = [...(into[key] ?? []), value];
};
const print = (line: string) => process.stdout.write(`${line}\n`);

const repo = new URL('../..', import.meta.url).pathname;
await ensureBenchSnapshots(path.join(repo, 'bench/storage/public'));
execFileSync('npx', ['vite', 'build', '-c', 'bench/storage/vite.config.ts', '--logLevel', 'error'], {
  cwd: repo,
  stdio: 'inherit',
});
const server = spawn(
  'npx',
  [
    'vite',
    'preview',
    '-c',
    'bench/storage/vite.config.ts',
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: new URL('../..', import.meta.url).pathname, stdio: 'ignore', detached: true },
);
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results: Record<string, Record<string, number[]>> = {};
try {
  for (let run = 0; run < runs; run++) {
    for (const c of candidates) {
      const r: Record<string, number[]> = results[c.name] ?? {};
      results[c.name] = r;
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const phase of ['fresh', 'reopen']) {
        const q = new URLSearchParams({
          close: process.env.CLOSE ?? '1',
          fs: c.fs,
          snapshot: c.snapshot,
          relaxed: c.relaxed,
          phase,
          saves: '6',
          flush: '1',
        });
        await page.goto(`http://127.0.0.1:${PORT}/?${q}`);
        const report = (await page.evaluate(
          () => (window as unknown as { report: Promise<unknown> }).report,
        )) as Report;
        if (report.error) {
          console.error(c.name, phase, report.error);
          break;
        }
        push(r, `${phase} open→query ms`, report.totalToQueryMs);
        push(r, `${phase} navigation→query ms`, report.navigationToReportMs);
        if (phase === 'fresh') push(r, 'sign-up ms', report.signUpMs);
        push(r, `${phase} bytes at open`, report.bytesAfterOpen);
        const later = report.saves.slice(1);
        push(r, `${phase} save ms`, median(later.map((save) => save.ms)));
        push(r, `${phase} save bytes`, median(later.map((save) => save.bytes)));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  try {
    if (server.pid) process.kill(-server.pid);
  } catch {
    // Already gone.
  }
}
const keys = [...new Set(Object.values(results).flatMap((r) => Object.keys(r)))];
print(`| candidate | ${keys.join(' | ')} |`);
print(`|---|${keys.map(() => '---').join('|')}|`);
for (const [name, r] of Object.entries(results)) {
  print(
    `| ${name} | ${keys
      .map((k) => {
        const values = r[k];
        return values ? Math.round(median(values)) : '–';
      })
      .join(' | ')} |`,
  );
}
