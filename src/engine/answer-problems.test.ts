import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, Question, QuestionType, Section } from '../content/types';
import { sectionProblems } from './answer-problems';
import { invalidNumbers } from './number-answer';
import { missingRequired } from './required';

const text = (en: string) => ({ en, zh: en });
const question = (id: string, type: QuestionType, required = false): Question => ({
  id,
  type,
  required,
  text: text(id),
});
const sectionOf = (...questions: Question[]): Section => ({ id: 's', title: text('S'), questions });

const toFullWidth = (typed: string) =>
  typed.replace(/[0-9.\-+%]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

/** A number as an investor might type it: hundredths, maybe a percent sign, maybe full-width, maybe padded. */
const typedNumber = (hundredths: fc.Arbitrary<number>) =>
  fc
    .record({ hundredths, percent: fc.boolean(), fullWidth: fc.boolean(), pad: fc.constantFrom('', ' ') })
    .map(({ hundredths: value, percent, fullWidth, pad }) => {
      let typed = `${(value / 100).toFixed(2)}${percent ? '%' : ''}`;
      if (fullWidth) typed = toFullWidth(typed);
      return { value: value / 100, typed: `${pad}${typed}${pad}` };
    });

const anyNumber = typedNumber(fc.integer({ min: -1_000_000, max: 1_000_000 }));
/** Text that never reads as a number. */
const notANumber = fc.constantFrom('abc', 'ten', '12abc', '1.2.3', '-', '12.', '.5', '1,5', '五十', '--3', '%');

const probabilitySection = (required: boolean) => sectionOf(question('p', 'probability', required));
const rangeSection = (required: boolean) => sectionOf(question('r', 'range', required));

describe('sectionProblems: probability', () => {
  it('refuses any probability outside 0–100, however it is typed', () => {
    const outside = typedNumber(
      fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.integer({ min: 10_001, max: 1_000_000 })),
    );
    fc.assert(
      fc.property(outside, fc.boolean(), ({ typed }, required) => {
        expect(sectionProblems(probabilitySection(required), { p: typed })).toEqual([
          { id: 'p', kind: 'probabilityOutOfRange' },
        ]);
      }),
    );
  });

  it('takes any probability from 0 to 100, half- or full-width, with or without %', () => {
    fc.assert(
      fc.property(typedNumber(fc.integer({ min: 0, max: 10_000 })), fc.boolean(), ({ typed }, required) => {
        expect(sectionProblems(probabilitySection(required), { p: typed })).toEqual([]);
      }),
    );
  });

  it('says a probability that is not a number is not a number, and a blank one is missing only when required', () => {
    fc.assert(
      fc.property(notANumber, fc.boolean(), (typed, required) => {
        expect(sectionProblems(probabilitySection(required), { p: typed })).toEqual([{ id: 'p', kind: 'notANumber' }]);
      }),
    );
    expect(sectionProblems(probabilitySection(true), { p: '  ' })).toEqual([{ id: 'p', kind: 'required' }]);
    expect(sectionProblems(probabilitySection(true), {})).toEqual([{ id: 'p', kind: 'required' }]);
    expect(sectionProblems(probabilitySection(false), {})).toEqual([]);
  });
});

describe('sectionProblems: range', () => {
  it('always refuses a range whose low end is above its high end', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, fc.boolean(), (a, b, required) => {
        fc.pre(a.value !== b.value);
        const [low, high] = a.value > b.value ? [a, b] : [b, a];
        expect(sectionProblems(rangeSection(required), { r: [low.typed, high.typed] })).toEqual([
          { id: 'r', kind: 'rangeOrder' },
        ]);
      }),
    );
  });

  it('takes any range whose low end is at most its high end, however the ends are typed', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, fc.boolean(), (a, b, required) => {
        const [low, high] = a.value <= b.value ? [a, b] : [b, a];
        expect(sectionProblems(rangeSection(required), { r: [low.typed, high.typed] })).toEqual([]);
      }),
    );
  });

  it('says an end that is not a number, or a blank end beside a typed one, is not a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(notANumber, fc.constantFrom('', '  ')),
        fc.oneof(
          notANumber,
          anyNumber.map(({ typed }) => typed),
        ),
        fc.boolean(),
        fc.boolean(),
        (bad, other, lowIsBad, required) => {
          fc.pre(other.trim() !== '');
          const r = lowIsBad ? [bad, other] : [other, bad];
          expect(sectionProblems(rangeSection(required), { r })).toEqual([{ id: 'r', kind: 'notANumber' }]);
        },
      ),
    );
  });

  it('counts a range with both ends blank as no answer', () => {
    for (const r of [undefined, [], ['', ''], [' ', '']]) {
      const answers: Answers = r === undefined ? {} : { r };
      expect(sectionProblems(rangeSection(true), answers)).toEqual([{ id: 'r', kind: 'required' }]);
      expect(sectionProblems(rangeSection(false), answers)).toEqual([]);
    }
  });
});

describe('sectionProblems: every form', () => {
  const OLD_TYPES: QuestionType[] = ['text', 'textarea', 'number', 'select', 'radio', 'checkbox', 'yesno', 'date'];
  const value = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('', '  ', 'abc', '12', '-3.5', '１２％'),
    fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
  );
  const generated = fc
    .array(fc.record({ type: fc.constantFrom(...OLD_TYPES), required: fc.boolean(), value }), {
      minLength: 1,
      maxLength: 8,
    })
    .map((items) => {
      const answers: Answers = {};
      const questions = items.map(({ type, required, value: answer }, index) => {
        if (answer !== undefined) answers[`q${index}`] = answer;
        return question(`q${index}`, type, required);
      });
      return { section: sectionOf(...questions), answers };
    });

  it('finds, for the types that came before, exactly what the old checks found: required missing, numbers unread', () => {
    fc.assert(
      fc.property(generated, ({ section, answers }) => {
        const problems = sectionProblems(section, answers);
        const missing = new Set(missingRequired(section, answers));
        const unread = new Set(invalidNumbers(section, answers));
        const expected = section.questions.flatMap((q) => {
          if (missing.has(q.id)) return [{ id: q.id, kind: 'required' }];
          if (unread.has(q.id)) return [{ id: q.id, kind: 'notANumber' }];
          return [];
        });
        expect(problems).toEqual(expected);
      }),
    );
  });

  it('lists one problem per question, in question order', () => {
    const section = sectionOf(
      question('a', 'range', true),
      question('b', 'text', true),
      question('c', 'probability'),
      question('d', 'number'),
      question('e', 'checkbox', true),
    );
    expect(sectionProblems(section, { a: ['20', '-5'], c: '120', d: 'x', e: [] })).toEqual([
      { id: 'a', kind: 'rangeOrder' },
      { id: 'b', kind: 'required' },
      { id: 'c', kind: 'probabilityOutOfRange' },
      { id: 'd', kind: 'notANumber' },
      { id: 'e', kind: 'required' },
    ]);
  });
});
