/**
 * The UI string tables are complete: every key exists in both languages with the
 * same placeholders, and every key the code names exists in the tables.
 * (Static `t('…')` keys are also type-checked through i18next.d.ts; this test
 * additionally catches keys written as data, e.g. 'errors:saveFailed' in a machine.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, namespaces, zh } from './resources';

type Table = Record<string, unknown>;

function flatten(table: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value as Table, full)) out.set(k, v);
    else out.set(full, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** i18next plural forms (key_one, key_other) count as the base key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const tables = { en, zh } as Record<'en' | 'zh', Record<string, Table>>;
const flat = {
  en: new Map(namespaces.map((ns) => [ns, flatten(tables.en[ns] ?? {})])),
  zh: new Map(namespaces.map((ns) => [ns, flatten(tables.zh[ns] ?? {})])),
};

describe.each(namespaces)('namespace %s', (ns) => {
  const enKeys = flat.en.get(ns) ?? new Map();
  const zhKeys = flat.zh.get(ns) ?? new Map();

  it('has the same keys in en and zh', () => {
    const enBase = new Set([...enKeys.keys()].map(baseKey));
    const zhBase = new Set([...zhKeys.keys()].map(baseKey));
    expect(
      [...enBase].filter((k) => !zhBase.has(k)),
      'keys missing in zh',
    ).toEqual([]);
    expect(
      [...zhBase].filter((k) => !enBase.has(k)),
      'keys missing in en',
    ).toEqual([]);
  });

  it('has no empty texts and the same placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      expect(text.trim(), `en ${ns}:${key} is empty`).not.toBe('');
      const other = zhKeys.get(key);
      if (other === undefined) continue;
      expect(other.trim(), `zh ${ns}:${key} is empty`).not.toBe('');
      expect(placeholders(other), `placeholders of ${ns}:${key}`).toEqual(placeholders(text));
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

function hasKey(ns: string, key: string): boolean {
  const keys = flat.en.get(ns as (typeof namespaces)[number]);
  if (!keys) return false;
  if (keys.has(key)) return true;
  // A key may name a whole object of texts (e.g. t('steps', { returnObjects: true })), or a plural family.
  return [...keys.keys()].some((k) => k.startsWith(`${key}.`) || baseKey(k) === key);
}

describe('keys named in code', () => {
  const root = path.resolve(__dirname, '..');
  const files = sourceFiles(root);
  const nsPattern = namespaces.join('|');

  it('exist in the tables (namespaced keys written anywhere in src)', () => {
    const missing: string[] = [];
    const literal = new RegExp(`['"\`](${nsPattern}):([A-Za-z0-9_.-]+)['"\`]`, 'g');
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(literal)) {
        const [, ns, key] = match;
        if (ns && key && !hasKey(ns, key)) missing.push(`${path.relative(root, file)}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("exist in the tables (t('key') calls under useTranslation('ns'))", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fileNamespaces = [...text.matchAll(/useTranslation\(\s*'([a-z]+)'/g)].map((m) => m[1] as string);
      if (fileNamespaces.length === 0) continue;
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.-]+)'/g)) {
        const key = match[1] as string;
        if (!fileNamespaces.some((ns) => hasKey(ns, key))) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('scans a real code base (guards against the scan silently matching nothing)', () => {
    expect(files.length).toBeGreaterThan(5);
  });
});
