/**
 * A file's name says what it holds, so no two source files in src share one:
 * an import, a stack trace or an editor tab then names one file, not one of
 * three `messages.ts`. Names are compared without their extension and case
 * (`bands.ts` and `Bands.tsx` would read the same in a tab). Left out: tests,
 * test support in `testing/` folders, and the names a folder is expected to
 * have (`fixtures.ts`, `types.ts`, and the three modules' `index.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

const SOURCE = /\.(d\.ts|ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const EXPECTED_NAMES = new Set(['fixtures', 'types', 'index']);

/** The name two files would share: the base name without its extension, in lower case. */
function nameOf(file: string): string {
  return path.posix.basename(file).replace(SOURCE, '').toLowerCase();
}

function counts(file: string): boolean {
  return (
    SOURCE.test(file) && !TEST.test(file) && !file.split('/').includes('testing') && !EXPECTED_NAMES.has(nameOf(file))
  );
}

/** "name: a, b" for each name more than one counted file has, sorted. */
function sharedNames(files: readonly string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files.filter(counts)) byName.set(nameOf(file), [...(byName.get(nameOf(file)) ?? []), file]);
  return [...byName]
    .filter(([, paths]) => paths.length > 1)
    .map(([name, paths]) => `${name}: ${paths.sort().join(', ')}`)
    .sort();
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(path.dirname(SRC), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

describe('source file names', () => {
  it('no two source files in src share a name', () => {
    expect(
      sharedNames(filesUnder(SRC)),
      'source files in src that share a name: rename each for what it holds',
    ).toEqual([]);
  });

  it('names the files that share a name, and leaves out tests, test support and the expected names', () => {
    expect(
      sharedNames([
        'src/ai/messages.ts',
        'src/machines/messages.ts',
        'src/scoring/Messages.tsx',
        'src/ui/bands.ts',
        'src/scoring/bands.test.ts',
        'src/ai/testing/bands.ts',
        'src/data/types.ts',
        'src/scoring/types.ts',
        'src/ui/risk/fixtures.ts',
        'src/ui/evaluation/fixtures.ts',
        'src/i18n/index.ts',
        'src/engine/logic/index.ts',
        'src/i18n/locales/en/errors.json',
        'src/i18n/locales/zh/errors.json',
        'src/data/local/build/modules.d.ts',
        'src/ui/form/build/modules.d.ts',
      ]),
    ).toEqual([
      'messages: src/ai/messages.ts, src/machines/messages.ts, src/scoring/Messages.tsx',
      'modules: src/data/local/build/modules.d.ts, src/ui/form/build/modules.d.ts',
    ]);
  });
});
