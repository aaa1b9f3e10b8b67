/**
 * The first JS chunk must not carry PGlite (~5 MB with its files) nor
 * supabase-js: backend.ts may reach them only through dynamic import().
 * Follows backend.ts's static imports (type-only imports are erased) and
 * checks none of them is a heavy package.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HEAVY = ['@electric-sql/pglite', '@supabase/supabase-js', 'ws'];

function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    if (match[1]) specifiers.push(match[1]);
  }
  for (const match of source.matchAll(/^export\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const resolved = path.resolve(path.dirname(file), specifier);
      queue.push(resolved.endsWith('.json') ? resolved : `${resolved}.ts`);
    }
  }
  return seen;
}

describe('what the first chunk pulls in through backend.ts', () => {
  it('holds no database runtime: PGlite and supabase-js load lazily', () => {
    const modules = reachable(path.resolve(__dirname, 'backend.ts'));
    expect(modules.size).toBeGreaterThan(3);
    expect([...modules].filter((module) => HEAVY.some((heavy) => module.startsWith(heavy)))).toEqual([]);
    expect([...modules].filter((module) => /\/(local|supabase)\//.test(module))).toEqual([]);
  });
});
