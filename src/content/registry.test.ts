import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { banksOfKind, getBank, getGlossary, isBankLanguageLoaded, listBanks, requireBankOfKind } from './registry';

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
    expect(requireBankOfKind('critique').id).toBe('second-opinion');
    expect(getBank('no-such-bank')).toBeUndefined();
  });

  it('ships the glossary', () => {
    expect(getGlossary().terms.some((entry) => entry.id === 'pe-ratio')).toBe(true);
  });
});

describe('registry languages', () => {
  it('has both languages once the test setup loaded them', () => {
    expect(isBankLanguageLoaded('zh') && isBankLanguageLoaded('en')).toBe(true);
    expect(Object.keys(requireBankOfKind('decision').title).sort()).toEqual(['en', 'zh']);
  });

  it('starts with no words and fills in one language at a time, in the same bank objects', async () => {
    vi.resetModules();
    const fresh = await import('./registry');
    const bank = fresh.requireBankOfKind('decision');
    const question = bank.sections[0]?.questions[0];
    expect(bank.title).toEqual({});
    expect(fresh.isBankLanguageLoaded('en')).toBe(false);
    const first = fresh.loadBankLanguage('en');
    expect(fresh.loadBankLanguage('en')).toBe(first);
    await first;
    expect(fresh.isBankLanguageLoaded('en')).toBe(true);
    expect(fresh.requireBankOfKind('decision')).toBe(bank);
    expect(bank.title).toEqual({ en: requireBankOfKind('decision').title.en });
    expect(question?.text.zh).toBeUndefined();
    expect(fresh.getGlossary().terms[0]?.term).toEqual({ en: getGlossary().terms[0]?.term.en });
    await fresh.loadBankLanguage('zh');
    expect(fresh.getBank(bank.id)).toEqual(getBank(bank.id));
    expect(fresh.getGlossary()).toEqual(getGlossary());
  });
});
