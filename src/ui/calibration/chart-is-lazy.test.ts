/**
 * Guards "recharts is not in the first chunk" for the calibration chart: in the
 * calibration views only CalibrationChart imports recharts, and nothing in src/
 * imports that module except through LazyCalibrationChart's import(), which is
 * where the bundler starts a separate chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Static value imports (`import x from`, `import { x } from`, `export … from`); `import type` is erased and does not count. */
function staticImports(code: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

describe('the calibration chart is lazy', () => {
  it('is the only module of the calibration views that imports recharts, and it is only ever loaded through import()', () => {
    const importers = sourceFiles(__dirname)
      .filter((file) => staticImports(readFileSync(file, 'utf8')).includes('recharts'))
      .map((file) => path.basename(file));
    expect(importers).toEqual(['CalibrationChart.tsx']);
    const staticImporters = sourceFiles(SRC).filter((file) =>
      staticImports(readFileSync(file, 'utf8')).some((source) => source.endsWith('/CalibrationChart')),
    );
    expect(staticImporters).toEqual([]);
    expect(readFileSync(path.join(__dirname, 'LazyCalibrationChart.tsx'), 'utf8')).toContain(
      "import('./CalibrationChart')",
    );
  });
});
