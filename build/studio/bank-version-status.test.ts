import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCopy } from '../../src/cli/testing/run-command.ts';
import { raiseVersion } from '../../src/content/raise-version.ts';
import type { Bank } from '../../src/content/types.ts';
import { compareVersions, readLock } from '../../src/content/version-lock.ts';
import { repoRoot } from '../../src/scoring/testing/decision-answers.ts';
import { bankVersionStatus } from './bank-version-status.ts';

const BANK = 'questionnaires/decision-checkpoint/bank.json';
const root = contentCopy(repoRoot, 'bank-status-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const bank = JSON.parse(fs.readFileSync(path.join(root, BANK), 'utf8')) as Bank;
/** The bank's highest released version (the shipped bank is at it). */
const newest =
  Object.keys(readLock(root).banks[bank.id] ?? {})
    .sort(compareVersions)
    .at(-1) ?? '';
const [patch, minor] = [raiseVersion(newest, 'patch'), raiseVersion(newest, 'minor')];
const older = Object.keys(readLock(root).banks[bank.id] ?? {}).sort(compareVersions)[0] ?? '';
const firstOptions = (edited: Bank) =>
  edited.sections.flatMap((s) => s.questions).find((q) => q.options)?.options ?? [];

describe('bankVersionStatus', () => {
  it('a bank as released: nothing to suggest, no lines', () => {
    expect(bank.version).toBe(newest);
    expect(older).not.toBe(newest);
    expect(bankVersionStatus(root, BANK, bank)).toEqual({
      id: bank.id,
      file: BANK,
      version: newest,
      released: newest,
      changedInPlace: false,
      bump: undefined,
      suggested: undefined,
      hunks: [],
    });
  });

  it('a wording edit under the released version: changed in place, a patch, and the edited line', () => {
    const edited = structuredClone(bank);
    edited.title.zh = `${edited.title.zh}（改）`;
    const status = bankVersionStatus(root, BANK, edited);
    expect(status).toMatchObject({ changedInPlace: true, bump: 'patch', suggested: patch });
    const changed = status?.hunks.flatMap((hunk) => hunk.lines).filter(({ kind }) => kind !== 'same');
    expect(changed?.map(({ kind }) => kind)).toEqual(['removed', 'added']);
    expect(changed?.[1]?.text).toContain('（改）');
  });

  it('an option added under a patch already given: a minor is still suggested; given, nothing is', () => {
    const edited = structuredClone(bank);
    edited.version = patch;
    firstOptions(edited).push({ value: 'added', label: { zh: '新', en: 'New' } });
    expect(bankVersionStatus(root, BANK, edited)).toMatchObject({
      changedInPlace: false,
      bump: 'minor',
      suggested: '1.2.0',
    });
    edited.version = minor;
    expect(bankVersionStatus(root, BANK, edited)).toMatchObject({ bump: 'minor', suggested: undefined });
  });

  it('an older released version given the newest one\u2019s content: the newest version suggested', () => {
    expect(bankVersionStatus(root, BANK, { ...bank, version: older })).toMatchObject({
      changedInPlace: true,
      bump: undefined,
      suggested: newest,
    });
  });

  it('a bank never released, and a file that names no bank', () => {
    expect(bankVersionStatus(root, 'questionnaires/new-bank/bank.json', { ...bank, id: 'new-bank' })).toMatchObject({
      released: undefined,
      changedInPlace: false,
      hunks: [],
    });
    expect(bankVersionStatus(root, BANK, { title: 'x' })).toBeUndefined();
  });
});
