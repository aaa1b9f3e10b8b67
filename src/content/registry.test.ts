import { describe, expect, it } from 'vitest';
import { banksOfKind, getBank, getGlossary, listBanks, requireBankOfKind } from './registry';

describe('registry (banks discovered by the Vite plugin)', () => {
  it('lists every bank folder under questionnaires/', () => {
    expect(listBanks().map((bank) => bank.id)).toEqual(['decision-checkpoint', 'risk-tolerance']);
  });

  it('finds banks by id and by kind', () => {
    expect(getBank('risk-tolerance')?.sections).toHaveLength(5);
    expect(banksOfKind('decision').map((bank) => bank.id)).toEqual(['decision-checkpoint']);
    expect(requireBankOfKind('assessment').id).toBe('risk-tolerance');
    expect(getBank('no-such-bank')).toBeUndefined();
  });

  it('ships the glossary', () => {
    expect(getGlossary().terms.some((entry) => entry.id === 'pe-ratio')).toBe(true);
  });
});
