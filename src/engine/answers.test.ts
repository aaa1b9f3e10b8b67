import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Question, Section } from '../content/types';
import { applyFormAnswers } from './answers';
import { isAnswered, missingRequired } from './required';

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
  questions: [question('r', 'range', true), question('c', 'checkbox'), question('t', 'text')],
};

describe('applyFormAnswers with a range', () => {
  const end = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string({ maxLength: 6 }));

  it('keeps whatever was typed in either end, in its place, and drops a range with both ends blank', () => {
    fc.assert(
      fc.property(end, end, (low, high) => {
        const next = applyFormAnswers({ other: 'kept' }, [section], { r: [low, high] });
        expect(next.other).toBe('kept');
        if (!low && !high) expect(next).not.toHaveProperty('r');
        else expect(next.r).toEqual([low ?? '', high ?? '']);
      }),
    );
  });

  it('reads RJSF’s filled-in defaults (no ends, or undefined ends) as no answer', () => {
    for (const r of [[], [undefined, undefined], undefined, null])
      expect(applyFormAnswers({ r: ['1', '2'] }, [section], { r })).toEqual({});
  });

  it('leaves checkbox lists as they were handled before', () => {
    expect(applyFormAnswers({}, [section], { c: ['a', 3, 'b'], t: '' })).toEqual({ c: ['a', 'b'] });
    expect(applyFormAnswers({}, [section], { c: [] })).toEqual({});
  });
});

describe('what counts as answered', () => {
  it('counts a range only once both ends read as numbers', () => {
    expect(isAnswered(['-5', '15'], 'range')).toBe(true);
    expect(isAnswered(['－５', '１５％'], 'range')).toBe(true);
    expect(isAnswered(['', '15'], 'range')).toBe(false);
    expect(isAnswered(['x', '15'], 'range')).toBe(false);
    expect(isAnswered('15', 'range')).toBe(false);
    expect(missingRequired(section, { r: ['3', ''] })).toEqual(['r']);
    expect(missingRequired(section, { r: ['3', '4'] })).toEqual([]);
  });

  it('keeps every other type as before: any non-blank text, any non-empty list', () => {
    expect(isAnswered('abc', 'number')).toBe(true);
    expect(isAnswered('  ', 'text')).toBe(false);
    expect(isAnswered([], 'checkbox')).toBe(false);
    expect(isAnswered(['a'])).toBe(true);
  });
});
