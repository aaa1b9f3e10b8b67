import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBank } from '../content/registry';
import type { Answers, Bank, Question } from '../content/types';
import { isStageLocked, keepLockedAnswers, lockedAnswers, lockedSections } from './locked-answers';

const text = (en: string) => ({ en, zh: en });
const question = (id: string, type: Question['type'], required = false): Question => ({
  id,
  type,
  required,
  text: text(id),
});

/** Two open stages around a locked one, so the lock is by section and not by position. */
const bank: Bank = {
  id: 'locked-test',
  version: '1.0.0',
  kind: 'decision',
  title: text('Locked test'),
  sections: [
    { id: 's1', title: text('One'), questions: [question('a-1', 'text', true)] },
    {
      id: 's2',
      title: text('Forecast'),
      locked: true,
      questions: [question('f-1', 'probability', true), question('f-2', 'range', true), question('f-3', 'text')],
    },
    { id: 's3', title: text('Three'), questions: [question('c-1', 'checkbox')] },
  ],
};
const lockedIds = ['f-1', 'f-2', 'f-3'];
const openIds = ['a-1', 'c-1'];

const answerValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 2 }),
);
const answersOver = (ids: string[]) =>
  fc.dictionary(fc.constantFrom(...ids), answerValue, { maxKeys: ids.length }) as fc.Arbitrary<Answers>;
const anyAnswers = answersOver([...lockedIds, ...openIds, 'other']);

describe('the locked sections of a bank', () => {
  it('lists the sections marked locked, and none of a bank without them', () => {
    expect(lockedSections(bank).map((s) => s.id)).toEqual(['s2']);
    expect(lockedSections({ ...bank, sections: bank.sections.map(({ locked: _, ...s }) => s) })).toEqual([]);
  });

  it('takes the forecast stage of the shipped decision bank as locked, and none of its first release', () => {
    const current = getBank('decision-checkpoint');
    const first = getBank('decision-checkpoint', '1.0.0');
    expect(current && lockedSections(current).length).toBeGreaterThan(0);
    expect(first && lockedSections(first)).toEqual([]);
  });
});

describe('the forecast: the answers of the locked sections', () => {
  it('copies exactly the locked questions that are answered', () => {
    const answers = { 'a-1': 'Buy', 'f-1': '60', 'f-2': ['-10', '20'], 'c-1': ['x'] };
    expect(lockedAnswers(bank, answers)).toEqual({ 'f-1': '60', 'f-2': ['-10', '20'] });
  });

  it('is null for a bank without a locked section, whatever was answered', () => {
    const open = { ...bank, sections: bank.sections.filter((s) => !s.locked) };
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        expect(lockedAnswers(open, answers)).toBeNull();
      }),
    );
  });

  it('holds nothing but locked questions, each equal to its answer, and does not share lists with them', () => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        const forecast = lockedAnswers(bank, answers) ?? {};
        expect(Object.keys(forecast).every((id) => lockedIds.includes(id))).toBe(true);
        for (const id of lockedIds) expect(forecast[id]).toEqual(answers[id]);
        for (const value of Object.values(forecast)) {
          if (Array.isArray(value)) expect(Object.values(answers)).not.toContain(value);
        }
      }),
    );
  });
});

describe('whether a stage is locked for a decision', () => {
  it('locks the locked section only once the decision carries a forecast', () => {
    expect(isStageLocked(bank, 2, { 'f-1': '60' })).toBe(true);
    expect(isStageLocked(bank, 2, {})).toBe(true);
    expect(isStageLocked(bank, 2, null)).toBe(false);
    expect(isStageLocked(bank, 1, { 'f-1': '60' })).toBe(false);
    expect(isStageLocked(bank, 3, { 'f-1': '60' })).toBe(false);
    expect(isStageLocked(bank, 9, { 'f-1': '60' })).toBe(false);
  });
});

describe('keeping locked answers through an edit', () => {
  it('changes nothing while the decision has no forecast', () => {
    fc.assert(
      fc.property(anyAnswers, anyAnswers, (previous, next) => {
        expect(keepLockedAnswers(bank, null, previous, next)).toBe(next);
      }),
    );
  });

  it('keeps the forecast and the earlier locked answers, and takes every other answer from the edit', () => {
    fc.assert(
      fc.property(answersOver(lockedIds), anyAnswers, anyAnswers, (forecast, previous, next) => {
        const kept = keepLockedAnswers(bank, forecast, previous, next);
        for (const id of lockedIds) expect(kept[id]).toEqual(forecast[id] ?? previous[id]);
        for (const id of [...openIds, 'other']) expect(kept[id]).toEqual(next[id]);
      }),
    );
  });

  it('puts a changed or cleared forecast answer back', () => {
    const forecast = { 'f-1': '60', 'f-2': ['-10', '20'] };
    const previous = { 'a-1': 'Buy', ...forecast };
    expect(keepLockedAnswers(bank, forecast, previous, { 'a-1': 'Sell', 'f-1': '90', 'f-3': 'CSI 300' })).toEqual({
      'a-1': 'Sell',
      'f-1': '60',
      'f-2': ['-10', '20'],
    });
  });
});
