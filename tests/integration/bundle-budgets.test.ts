/** The bundle budget check counts what each load really adds, and names what is over. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetTable, measureBudgets, studioLeaks } from '../bundle-budgets';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
// Incompressible bytes, so each file's gzip size is close to its length.
const file = (name: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), randomBytes(bytes));
};
file('assets/index.js', 50_000);
file('assets/runtime.js', 1_000);
file('assets/screens.js', 30_000);
file('assets/shared.js', 10_000);
file('assets/chart.js', 20_000);
file('assets/db.worker-x.js', 5_000);
file('assets/table.js', 2_000);
file('assets/screen-table.js', 3_000);
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
    'src/screens.tsx': { file: 'assets/screens.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
    'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_shared.js', 'src/screens.tsx'] },
    'src/table.json': { file: 'assets/table.js', isDynamicEntry: true },
    'src/tables/screens.json': { file: 'assets/screen-table.js', isDynamicEntry: true },
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const measure = (limit: number) =>
  measureBudgets(dist, {
    firstVisit: { name: 'first visit', limit },
    lazy: [
      { name: 'screens', entry: 'src/screens.tsx', limit },
      { name: 'chart', entry: 'src/chart.tsx', after: ['src/screens.tsx'], limit },
      { name: 'worker', file: 'assets/db.worker-', limit },
    ],
  });

describe('bundle budgets', () => {
  it('counts the entry with its static imports, and for a lazy load only the chunks not loaded before it', () => {
    const sizes = Object.fromEntries(measure(1000).map((m) => [m.name, m.files.sort()]));
    expect(sizes['first visit']).toEqual(['assets/index.js', 'assets/runtime.js']);
    expect(sizes.screens).toEqual(['assets/screens.js', 'assets/shared.js']);
    expect(sizes.chart).toEqual(['assets/chart.js']);
    expect(sizes.worker).toEqual(['assets/db.worker-x.js']);
    const firstVisit = measure(1000)[0];
    expect(firstVisit?.kB).toBeGreaterThan(51);
    expect(firstVisit?.kB).toBeLessThan(52);
  });

  it('counts a lazy chunk the entry awaits before its first paint as part of the first visit', () => {
    const [firstVisit] = measureBudgets(dist, {
      firstVisit: { name: 'first visit', limit: 1000, awaits: ['src/table.json'] },
      lazy: [],
    });
    expect(firstVisit?.files.sort()).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/table.js']);
  });

  it('counts the tables a lazy load awaits with it, a folder at a time', () => {
    const [, screens] = measureBudgets(dist, {
      firstVisit: { name: 'first visit', limit: 1000 },
      lazy: [{ name: 'screens', entry: 'src/screens.tsx', awaits: ['src/tables/'], limit: 1000 }],
    });
    expect(screens?.files.sort()).toEqual(['assets/screen-table.js', 'assets/screens.js', 'assets/shared.js']);
  });

  it('marks a load over its limit', () => {
    const table = budgetTable(measure(25));
    expect(table).toMatch(/OVER .* first visit/);
    expect(table).toMatch(/ok .* chart/);
  });

  it('fails loudly when a named lazy chunk no longer exists', () => {
    expect(() =>
      measureBudgets(dist, {
        firstVisit: { name: 'f', limit: 1 },
        lazy: [{ name: 'gone', entry: 'src/gone.tsx', limit: 1 }],
      }),
    ).toThrow(/No lazy chunk for "src\/gone.tsx"/);
  });
});

describe('studioLeaks', () => {
  it('finds nothing in a build without the studio', () => {
    expect(studioLeaks(dist)).toEqual([]);
  });

  it('names a studio module in the manifest and a file that calls its API', () => {
    const leaky = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-studio-'));
    try {
      fs.mkdirSync(path.join(leaky, '.vite'));
      fs.mkdirSync(path.join(leaky, 'assets'));
      fs.writeFileSync(path.join(leaky, 'assets/index.js'), 'fetch("/__studio/api/files")');
      fs.writeFileSync(path.join(leaky, 'assets/clean.js'), 'export const a = 1;');
      fs.writeFileSync(
        path.join(leaky, '.vite/manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/index.js', isEntry: true },
          'src/studio/StudioApp.tsx': { file: 'assets/clean.js', isDynamicEntry: true },
        }),
      );
      expect(studioLeaks(leaky)).toEqual([
        '.vite/manifest.json: src/studio/StudioApp.tsx',
        'assets/index.js: mentions __studio',
      ]);
    } finally {
      fs.rmSync(leaky, { recursive: true, force: true });
    }
  });
});
