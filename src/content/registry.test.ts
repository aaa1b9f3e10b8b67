import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { banksOfKind, getBank, getGlossary, listBanks, requireBankOfKind } from './registry';

const root = path.resolve(import.meta.dirname, '../..');

describe('registry (banks discovered by the Vite plugin)', () => {
  it('lists every bank folder under questionnaires/', () => {
    const folders = fs
      .readdirSync(path.join(root, 'questionnaires'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'questionnaires', entry.name, 'bank.json')),
      )
      .map((entry) => entry.name);
    expect(
      listBanks()
        .map((bank) => bank.id)
        .sort(),
    ).toEqual(folders.sort());
  });

  it('finds banks by id and by kind', () => {
    expect(getBank('risk-tolerance')?.sections).toHaveLength(5);
    expect(banksOfKind('decision').map((bank) => bank.id)).toEqual(['decision-checkpoint']);
    expect(requireBankOfKind('assessment').id).toBe('risk-tolerance');
    expect(requireBankOfKind('review').id).toBe('decision-review');
    expect(getBank('no-such-bank')).toBeUndefined();
  });

  it('ships the glossary', () => {
    expect(getGlossary().terms.some((entry) => entry.id === 'pe-ratio')).toBe(true);
  });
});
