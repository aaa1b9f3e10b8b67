import { describe, expect, it } from 'vitest';
import { bankProblems } from './bank-problems';
import type { Bank, BankKind } from './types';

const text = (en: string) => ({ en, zh: en });
const bankOf = (kind: BankKind, locked: boolean): Bank => ({
  id: 'b',
  version: '1.0.0',
  kind,
  title: text('B'),
  sections: [
    { id: 's1', title: text('One'), questions: [{ id: 'q1', type: 'text', required: true, text: text('q1') }] },
    {
      id: 's2',
      title: text('Forecast'),
      ...(locked ? { locked: true } : {}),
      questions: [
        { id: 'q2', type: 'probability', required: true, text: text('q2') },
        { id: 'q3', type: 'range', required: true, text: text('q3') },
      ],
    },
  ],
});

describe('bankProblems: locked sections', () => {
  it('lets a decision bank lock a section', () => {
    expect(bankProblems(bankOf('decision', true), { terms: [] }, 'bank.json')).toEqual([]);
  });

  it.each(['assessment', 'review', 'critique'] as const)(
    'refuses a locked section in a %s bank, naming where',
    (kind) => {
      expect(bankProblems(bankOf(kind, true), { terms: [] }, 'bank.json')).toEqual([
        { file: 'bank.json', path: '$.sections[1].locked', message: expect.stringContaining('only decision banks') },
      ]);
      expect(bankProblems(bankOf(kind, false), { terms: [] }, 'bank.json')).toEqual([]);
    },
  );
});
