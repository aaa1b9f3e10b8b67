import { describe, expect, it } from 'vitest';
import { bankProblems } from './bank-problems';
import { headlineQuestionId } from './headline-question';
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

describe('bankProblems: the headline question', () => {
  const verdict = (id: string, type: 'radio' | 'textarea' = 'radio') => ({
    id,
    type,
    required: true,
    text: text(id),
    headline: true,
    ...(type === 'radio'
      ? {
          options: [
            { value: 'go', label: text('Go') },
            { value: 'stop', label: text('Stop') },
          ],
        }
      : {}),
  });
  const withQuestions = (kind: BankKind, questions: Bank['sections'][number]['questions']): Bank => ({
    ...bankOf(kind, false),
    sections: [{ id: 's1', title: text('One'), questions }],
  });

  it('lets a critique bank head its opinions with one choice question, read by headlineQuestionId', () => {
    const bank = withQuestions('critique', [
      { id: 'q1', type: 'text', required: true, text: text('q1') },
      verdict('q2'),
    ]);
    expect(bankProblems(bank, { terms: [] }, 'bank.json')).toEqual([]);
    expect(headlineQuestionId(bank)).toBe('q2');
    expect(headlineQuestionId(bankOf('critique', false))).toBeUndefined();
  });

  it('refuses a second headline, a typed one, and one outside a critique bank, naming where', () => {
    const problems = (bank: Bank) =>
      bankProblems(bank, { terms: [] }, 'bank.json').map(({ path, message }) => [path, message]);
    expect(problems(withQuestions('critique', [verdict('q1'), verdict('q2')]))).toEqual([
      ['$.sections[0].questions[1].headline', expect.stringContaining('one headline question at most')],
    ]);
    expect(problems(withQuestions('critique', [verdict('q1', 'textarea')]))).toEqual([
      ['$.sections[0].questions[0].headline', expect.stringContaining('select, radio or yes/no')],
    ]);
    expect(problems(withQuestions('review', [verdict('q1')]))).toEqual([
      ['$.sections[0].questions[0].headline', expect.stringContaining('only critique banks')],
    ]);
  });
});
