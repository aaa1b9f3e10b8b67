/**
 * Size budgets of the production build (run after `vite build` by tests/run-all.sh):
 * the JavaScript a first visit loads (the entry, everything it imports
 * statically and the shell's UI tables it awaits) and what each lazy load adds on top (the signed-in screens with the
 * form engine, the charts, the AI SDK, supabase-js, the PGlite loader and worker).
 * Reads dist/.vite/manifest.json, prints a table of gzip sizes and exits 1 when
 * one is over its limit in tests/bundle-budgets.json. A limit is set a little
 * above the measured size: raise it only for growth that is worth its bytes.
 * It also exits 1 when anything of the content studio (a dev-only page) is in
 * the build (studioLeaks).
 *
 *   npx tsx tests/bundle-budgets.ts [dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SHELL_NAMESPACES } from '../src/i18n/shell-namespaces';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  name: string;
  /** kB (1000 bytes) gzip, as `vite build` prints them. */
  limit: number;
  /** A lazy load: part of the manifest key of its dynamic entry (a source path). */
  entry?: string;
  /** A file emitted outside the manifest (a worker): the start of its path in dist/. */
  file?: string;
  /** Entries (as `entry` above) always loaded before this one: their chunks are not counted again. */
  after?: string[];
  /**
   * Lazy chunks loaded together with this one (its UI tables): as `entry` above, or a
   * folder ending in "/" for every lazy chunk in it that is not loaded already.
   */
  awaits?: string[];
}

export interface Budgets {
  /** `awaits`: lazy chunks (as `entry` below) the entry loads before its first paint, counted in. */
  firstVisit: { name: string; limit: number; awaits?: string[] };
  lazy: Budget[];
}

export interface Measured {
  name: string;
  kB: number;
  limit: number;
  files: string[];
}

/** The manifest keys a chunk loads: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The manifest keys of the lazy chunks an `awaits` entry names. */
function awaitedKeys(manifest: Manifest, part: string): string[] {
  if (!part.endsWith('/')) return [entryKey(manifest, part)];
  const keys = Object.keys(manifest).filter((k) => k.startsWith(part) && manifest[k]?.isDynamicEntry);
  if (keys.length === 0) throw new Error(`No lazy chunk under "${part}" in the build's manifest`);
  return keys;
}

function entryKey(manifest: Manifest, part: string): string {
  const key = Object.keys(manifest).find((k) => k.includes(part) && manifest[k]?.isDynamicEntry);
  if (!key) throw new Error(`No lazy chunk for "${part}" in the build's manifest: is it still imported with import()?`);
  return key;
}

export function measureBudgets(dist: string, budgets: Budgets): Measured[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1000;
  const sum = (files: string[]) => files.reduce((total, file) => total + gzip(file), 0);
  const filesOf = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') === true);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk in its manifest');
  const firstVisit = closure(manifest, entry);
  for (const awaited of budgets.firstVisit.awaits ?? [])
    for (const key of awaitedKeys(manifest, awaited)) closure(manifest, key, firstVisit);
  const measured: Measured[] = [];
  const firstFiles = filesOf(firstVisit);
  const { name, limit } = budgets.firstVisit;
  measured.push({ name, limit, kB: sum(firstFiles), files: firstFiles });

  for (const budget of budgets.lazy) {
    if (budget.file) {
      const prefix = budget.file;
      const files = fs
        .readdirSync(path.join(dist, path.dirname(prefix)))
        .map((name) => path.join(path.dirname(prefix), name))
        .filter((file) => file.startsWith(prefix) && file.endsWith('.js'));
      if (files.length === 0) throw new Error(`No file ${prefix}*.js in ${dist}`);
      measured.push({ name: budget.name, limit: budget.limit, kB: sum(files), files });
      continue;
    }
    const loaded = new Set(firstVisit);
    for (const before of budget.after ?? [])
      for (const key of closure(manifest, entryKey(manifest, before))) loaded.add(key);
    const together = closure(manifest, entryKey(manifest, budget.entry ?? budget.name));
    for (const awaited of budget.awaits ?? [])
      for (const key of awaitedKeys(manifest, awaited)) closure(manifest, key, together);
    const own = [...together].filter((key) => !loaded.has(key));
    const files = filesOf(own);
    measured.push({ name: budget.name, limit: budget.limit, kB: sum(files), files });
  }
  return measured;
}

/** What marks the content studio: its API's path, its page, its modules and its UI tables. */
const STUDIO_MARKS = ['__studio', 'studio.html', 'src/studio/', 'locales/en/studio', 'locales/zh/studio'];

/**
 * Where the content studio shows in a build: manifest entries of its modules,
 * and files in `dist` that mention it. The studio writes the repository's
 * files through a dev server; none of it may ship.
 */
export function studioLeaks(dist: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const inManifest = Object.keys(manifest)
    .filter((key) => STUDIO_MARKS.some((mark) => key.includes(mark)))
    .map((key) => `.vite/manifest.json: ${key}`);
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|html|css|json|webmanifest)$/.test(entry.name))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== path.join('.vite', 'manifest.json'));
  const inFiles = files.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes('__studio'));
  return [...inManifest, ...inFiles.map((file) => `${file}: mentions __studio`)];
}

export function budgetTable(measured: Measured[]): string {
  const rows = measured.map(
    (m) =>
      `${m.kB <= m.limit ? 'ok  ' : 'OVER'}  ${m.kB.toFixed(1).padStart(7)} kB  ≤ ${String(m.limit).padStart(4)} kB  ${m.name}  (${m.files.map((f) => path.basename(f)).join(', ')})`,
  );
  return ['gzip sizes of the production build (kB = 1000 bytes):', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const budgets = JSON.parse(fs.readFileSync(new URL('./bundle-budgets.json', import.meta.url), 'utf8')) as Budgets;
  // The shell's tables in the default language (Chinese, also the larger) load before the first paint.
  budgets.firstVisit.awaits = SHELL_NAMESPACES.map((ns) => `src/i18n/locales/zh/${ns}.json`);
  const measured = measureBudgets(dist, budgets);
  console.info(budgetTable(measured));
  const leaks = studioLeaks(dist);
  if (leaks.length > 0) {
    console.error(`The content studio is in the production build:\n${leaks.join('\n')}`);
    process.exit(1);
  }
  console.info('No trace of the content studio in the build.');
  const over = measured.filter((m) => m.kB > m.limit);
  if (over.length > 0) {
    console.error(
      `\n${over.map((m) => m.name).join(', ')}: over budget (tests/bundle-budgets.json). Make it smaller, or raise the limit if the bytes are worth it.`,
    );
    process.exit(1);
  }
}
