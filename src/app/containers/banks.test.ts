import { describe, expect, it } from 'vitest';
import { assessment } from '../../data/contract/fixtures';
import { bankOfAssessment, riskBank } from './banks';

describe('the bank of a stored assessment', () => {
  it('is the risk bank at the version the assessment was answered on', () => {
    const stored = assessment(40, new Date('2025-01-01T00:00:00Z'));
    const bank = bankOfAssessment(stored);
    expect([bank.id, bank.version]).toEqual([stored.bankId, stored.bankVersion]);
    expect(bank.sections.length).toBeGreaterThan(0);
  });

  it('is the current risk bank when the version is not one this build ships', () => {
    const stored = { ...assessment(40, new Date('2025-01-01T00:00:00Z')), bankVersion: '99.0.0' };
    expect(bankOfAssessment(stored)).toBe(riskBank());
    expect(bankOfAssessment({ ...stored, bankId: 'no-such-bank' })).toBe(riskBank());
  });
});
