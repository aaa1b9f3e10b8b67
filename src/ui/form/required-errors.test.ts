import { describe, expect, it } from 'vitest';
import type { Question, Section } from '../../content/types';
import { requiredErrors } from './required-errors';

const text = (en: string) => ({ en, zh: en });
const question = (id: string, type: Question['type'], required = false): Question => ({
  id,
  type,
  required,
  text: text(id),
});
const section: Section = {
  id: 's',
  title: text('S'),
  questions: [
    question('t', 'text', true),
    question('c', 'checkbox', true),
    question('n', 'number'),
    question('p', 'probability', true),
    question('r', 'range', true),
  ],
};
// The key stands in for its text, so the test reads which message each field gets.
const t = (key: string) => key;

describe('requiredErrors', () => {
  it('puts one message at each field the gate refuses, worded by the problem', () => {
    expect(requiredErrors(section, { n: 'ten', p: '101', r: ['15', '-5'] }, t)).toEqual({
      t: { __errors: ['form:errors.required'] },
      c: { __errors: ['form:errors.selectAtLeastOne'] },
      n: { __errors: ['form:errors.notANumber'] },
      p: { __errors: ['form:errors.probabilityOutOfRange'] },
      r: { __errors: ['form:errors.rangeOrder'] },
    });
  });

  it('asks for a number at a range with one end blank, and for an answer at a range with none', () => {
    expect(requiredErrors(section, { r: ['', '5'] }, t).r).toEqual({ __errors: ['form:errors.notANumber'] });
    expect(requiredErrors(section, {}, t).r).toEqual({ __errors: ['form:errors.required'] });
  });

  it('is empty when every answer may stand', () => {
    expect(requiredErrors(section, { t: 'x', c: ['a'], n: '-3', p: '70', r: ['-5', '15'] }, t)).toEqual({});
  });
});
