/**
 * Guards "recharts is not in the first chunk": in the overlay's code only
 * StageScoreChart imports recharts, and nothing in src/ imports that module except
 * through import(), which is where the bundler starts a separate chunk.
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

describe('the stage chart is lazy', () => {
  it('is the only module of the overlays that imports recharts', () => {
    const importers = [...sourceFiles(path.join(SRC, 'ui/evaluation')), ...sourceFiles(path.join(SRC, 'ui/risk'))]
      .filter((file) => staticImports(readFileSync(file, 'utf8')).includes('recharts'))
      .map((file) => path.basename(file));
    expect(importers).toEqual(['StageScoreChart.tsx']);
  });

  it('is never imported statically, only through import()', () => {
    const files = sourceFiles(SRC);
    const staticImporters = files.filter((file) =>
      staticImports(readFileSync(file, 'utf8')).some((source) => source.endsWith('/StageScoreChart')),
    );
    expect(staticImporters).toEqual([]);
    const lazy = readFileSync(path.join(SRC, 'ui/evaluation/LazyStageScoreChart.tsx'), 'utf8');
    expect(lazy).toContain("import('./StageScoreChart')");
  });
});

/** `chart` is the only module of `folder` that imports recharts, and it is only ever loaded through `lazyFile`'s import(). */
function expectLoadedOnDemand(folder: string, chart: string, lazyFile: string) {
  const importers = sourceFiles(path.join(SRC, folder))
    .filter((file) => staticImports(readFileSync(file, 'utf8')).includes('recharts'))
    .map((file) => path.basename(file));
  expect(importers).toEqual([`${chart}.tsx`]);
  const staticImporters = sourceFiles(SRC).filter((file) =>
    staticImports(readFileSync(file, 'utf8')).some((source) => source.endsWith(`/${chart}`)),
  );
  expect(staticImporters).toEqual([]);
  expect(readFileSync(path.join(SRC, folder, lazyFile), 'utf8')).toContain(`import('./${chart}')`);
}

describe('the risk trend chart is lazy', () => {
  it('is the only module of the history that imports recharts, and it is only ever loaded through import()', () => {
    expectLoadedOnDemand('ui/risk-history', 'RiskTrendChart', 'LazyRiskTrendChart.tsx');
  });
});

describe('the score/return scatter is lazy', () => {
  it('is the only module of the outcome views that imports recharts, and it is only ever loaded through import()', () => {
    expectLoadedOnDemand('ui/outcomes', 'ScoreReturnChart', 'ScoreReturnScatter.tsx');
  });
});
