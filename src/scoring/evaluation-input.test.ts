/**
 * A forecast's answers pass the evaluation's type check exactly when the forms'
 * gate would take them: a probability from 0 to 100, a range of two numbers in
 * order. The random answers the property tests use are such answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../content/types';
import { sectionProblems } from '../engine/answer-problems';
import { decisionAnswersArbitrary } from './answer-arbitraries';
import { validateEvaluationInput } from './evaluation-input';

const text = (en: string) => ({ en, zh: en });
const bank: Bank = {
  id: 'forecast-test',
  version: '1.0.0',
  kind: 'decision',
  title: text('Forecast'),
  sections: [
    {
      id: 'f',
      title: text('Forecast'),
      questions: [
        { id: 'p', type: 'probability', required: true, text: text('p') },
        { id: 'r', type: 'range', required: true, text: text('r') },
      ],
    },
  ],
};
const invalidIds = (answers: Record<string, string | string[]>) => {
  const check = validateEvaluationInput({ name: 'D', answers }, bank);
  return check.ok ? [] : check.invalidIds;
};

describe('validateEvaluationInput: probability and range', () => {
  it('takes every answer the random generator draws, and the forms’ gate takes them too', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        expect(invalidIds(answers)).toEqual([]);
        expect(sectionProblems(bank.sections[0] as Bank['sections'][number], answers)).toEqual([]);
      }),
    );
  });

  it('refuses a probability outside 0–100 or not a number', () => {
    for (const p of ['101', '-1', '１２０％', 'likely', '', ['50']]) expect(invalidIds({ p })).toEqual(['p']);
    expect(invalidIds({ p: '０' })).toEqual([]);
  });

  it('refuses a range out of order, with an end missing or unreadable, or not two ends', () => {
    for (const r of [['15', '-5'], ['', '5'], ['x', '5'], ['1', '2', '3'], ['1'], '5']) {
      expect(invalidIds({ r })).toEqual(['r']);
    }
    expect(invalidIds({ r: ['-5', '-5'] })).toEqual([]);
  });
});
