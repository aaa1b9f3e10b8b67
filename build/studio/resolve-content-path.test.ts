import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContentPath } from './resolve-content-path.ts';

let root: string;
let outside: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-paths-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outside-'));
  fs.mkdirSync(path.join(root, 'questionnaires/bank-a/versions'), { recursive: true });
  fs.mkdirSync(path.join(root, 'scoring-rules'), { recursive: true });
  fs.writeFileSync(path.join(root, 'questionnaires/bank-a/bank.json'), '{}\n');
  fs.writeFileSync(path.join(root, 'package.json'), '{}\n');
  fs.writeFileSync(path.join(outside, 'secret.json'), '{}\n');
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'questionnaires/linked.json'));
  fs.symlinkSync(outside, path.join(root, 'questionnaires/linked-folder'));
  fs.symlinkSync(path.join(root, 'package.json'), path.join(root, 'scoring-rules/package.json'));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('resolveContentPath', () => {
  it('accepts a JSON file in either content folder, existing or not', () => {
    expect(resolveContentPath(root, 'questionnaires/bank-a/bank.json')).toEqual({
      ok: true,
      file: 'questionnaires/bank-a/bank.json',
      absolute: path.join(root, 'questionnaires/bank-a/bank.json'),
    });
    expect(resolveContentPath(root, 'scoring-rules/new.json').ok).toBe(true);
    expect(resolveContentPath(root, 'questionnaires/bank-a/versions/1.0.0.json').ok).toBe(true);
  });

  it.each([
    ['', 'no path'],
    ['../package.json', '..'],
    ['questionnaires/../package.json', '..'],
    ['questionnaires/bank-a/../../package.json', '..'],
    ['questionnaires\\..\\package.json', '..'],
    ['/etc/passwd.json', 'absolute'],
    ['C:/x/questionnaires/a.json', 'absolute'],
    ['package.json', 'only files under'],
    ['src/studio/x.json', 'only files under'],
    ['questionnaires', 'only files under'],
    ['questionnaires/README.md', 'only .json'],
    ['questionnaires/a.json\0', 'NUL'],
  ])('refuses %j', (requested, reason) => {
    const resolved = resolveContentPath(root, requested);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.reason).toContain(reason);
  });

  it('refuses what is not a string', () => {
    expect(resolveContentPath(root, undefined).ok).toBe(false);
    expect(resolveContentPath(root, ['questionnaires/a.json']).ok).toBe(false);
  });

  it('refuses a symlinked file leading outside the content folders', () => {
    expect(resolveContentPath(root, 'questionnaires/linked.json')).toMatchObject({ ok: false });
    expect(resolveContentPath(root, 'scoring-rules/package.json')).toMatchObject({ ok: false });
  });

  it('refuses a file under a symlinked folder, existing or to be created', () => {
    expect(resolveContentPath(root, 'questionnaires/linked-folder/secret.json')).toMatchObject({ ok: false });
    expect(resolveContentPath(root, 'questionnaires/linked-folder/new.json')).toMatchObject({ ok: false });
  });
});
