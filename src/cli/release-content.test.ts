import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bank } from '../content/types';
import { LOCK_FILE } from '../content/version-lock';
import { repoRoot } from '../scoring/testing/decision-answers';
import { releaseContent } from './release-content';
import { contentCopy } from './testing/run-command';

const BANK = 'questionnaires/second-opinion/bank.json';
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function copy(): string {
  const root = contentCopy(repoRoot, 'release-content-');
  roots.push(root);
  return root;
}

function editBank(root: string, change: (bank: Bank) => void): void {
  const file = path.join(root, BANK);
  const bank = JSON.parse(fs.readFileSync(file, 'utf8')) as Bank;
  change(bank);
  fs.writeFileSync(file, JSON.stringify(bank, null, 2));
}

describe('releaseContent', () => {
  it('releases nothing new, writing nothing, when every version is already released', () => {
    const root = copy();
    const lock = fs.readFileSync(path.join(root, LOCK_FILE), 'utf8');
    const release = releaseContent(root);
    expect(release).toMatchObject({ status: 'released', written: [] });
    expect(release.status === 'released' && release.outcomes.every(({ status }) => status === 'unchanged')).toBe(true);
    expect(fs.readFileSync(path.join(root, LOCK_FILE), 'utf8')).toBe(lock);
  });

  it('names the files it wrote: the lock and the new version copy', () => {
    const root = copy();
    editBank(root, (bank) => {
      bank.title.en = `${bank.title.en} (edited)`;
      bank.version = '9.0.0';
    });
    const copyFile = 'questionnaires/second-opinion/versions/9.0.0.json';
    expect(releaseContent(root)).toMatchObject({ status: 'released', written: [LOCK_FILE, copyFile] });
    expect(fs.existsSync(path.join(root, copyFile))).toBe(true);
  });

  it('refuses a released version changed in place, and content with problems, writing nothing', () => {
    const root = copy();
    const lock = fs.readFileSync(path.join(root, LOCK_FILE), 'utf8');
    editBank(root, (bank) => {
      bank.title.en = `${bank.title.en} (edited)`;
    });
    expect(releaseContent(root)).toMatchObject({ status: 'refused' });
    editBank(root, (bank) => {
      bank.title.zh = '';
    });
    expect(releaseContent(root)).toMatchObject({ status: 'problems' });
    expect(fs.readFileSync(path.join(root, LOCK_FILE), 'utf8')).toBe(lock);
  });
});
