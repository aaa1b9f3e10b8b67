import { describe, expect, it } from 'vitest';
import { evaluationResult } from '../data/contract/fixtures';
import { newDecision } from '../data/ids';
import type { Decision, RiskAssessment } from '../data/types';
import { changesSince, forgetExport, lastExport, recordExport } from './export-reminder';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const decision = (updatedAt: string): Decision => ({
  ...newDecision({ bankId: 'decision-checkpoint', bankVersion: '1.0.0' }, new Date('2025-01-01T00:00:00Z')),
  updatedAt,
  evaluationResult: evaluationResult(70),
});
const assessment = (createdAt: string) => ({ id: createdAt, createdAt }) as RiskAssessment;

describe('the export reminder', () => {
  it('remembers the last export per account, and forgets it', () => {
    const store = memoryStorage();
    expect(lastExport('u-1', store)).toBeNull();
    recordExport('u-1', new Date('2025-05-01T10:00:00Z'), store);
    expect(lastExport('u-1', store)).toBe('2025-05-01T10:00:00.000Z');
    expect(lastExport('u-2', store)).toBeNull();
    forgetExport('u-1', store);
    expect(lastExport('u-1', store)).toBeNull();
  });

  it('counts what changed after the last export, everything when there was none', () => {
    const decisions = [decision('2025-04-01T00:00:00Z'), decision('2025-06-01T00:00:00Z')];
    const assessments = [assessment('2025-03-01T00:00:00Z'), assessment('2025-07-01T00:00:00Z')];
    expect(changesSince(decisions, assessments, null)).toBe(4);
    expect(changesSince(decisions, assessments, '2025-05-01T00:00:00.000Z')).toBe(2);
    expect(changesSince(decisions, assessments, '2025-08-01T00:00:00.000Z')).toBe(0);
  });

  it('never throws when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(lastExport('u-1', refusing)).toBeNull();
    expect(() => recordExport('u-1', new Date(), refusing)).not.toThrow();
    expect(() => forgetExport('u-1', refusing)).not.toThrow();
  });
});
