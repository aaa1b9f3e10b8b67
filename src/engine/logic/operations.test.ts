import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLogic, isKnownOperation } from './index';
import { lintLogic } from './lint';
import { roundHalfUp } from './operations';

const answers = (values: Record<string, unknown>) => ({ answers: values, min: 10 });

describe('custom JSON-Logic operations', () => {
  it('match: finds English and Chinese keywords regardless of case, and never matches a missing answer', () => {
    const rule = { match: [{ var: 'answers.a' }, 'stop|止损'] };
    expect(applyLogic(rule, answers({ a: 'STOP at -8%' }))).toBe(true);
    expect(applyLogic(rule, answers({ a: '跌破 20 元止损' }))).toBe(true);
    expect(applyLogic(rule, answers({ a: 'hold forever' }))).toBe(false);
    expect(applyLogic(rule, answers({}))).toBe(false);
    expect(applyLogic(rule, answers({ a: ['stop'] }))).toBe(false);
  });

  it('match: honours explicit flags (case-sensitive when asked)', () => {
    expect(applyLogic({ match: ['pe ratio', 'PE', ''] }, {})).toBe(false);
    expect(applyLogic({ match: ['PE ratio', 'PE', ''] }, {})).toBe(true);
  });

  it('longer: a text counts only when it has more characters than the limit, ignoring outer spaces', () => {
    const rule = { longer: [{ var: 'answers.a' }, { var: 'min' }] };
    expect(applyLogic(rule, answers({ a: '0123456789' }))).toBe(false);
    expect(applyLogic(rule, answers({ a: '0123456789a' }))).toBe(true);
    expect(applyLogic(rule, answers({ a: '   0123456789   ' }))).toBe(false);
    // Chinese characters count one each, like Latin letters.
    expect(applyLogic(rule, answers({ a: '我的目标是每年稳定增长百分之八' }))).toBe(true);
    expect(applyLogic(rule, answers({}))).toBe(false);
  });

  it('count: counts true arguments, treating an empty list and an empty text as false', () => {
    expect(applyLogic({ count: [true, false, 'yes', '', [], ['x'], null] }, {})).toBe(3);
  });

  it('size: items of a list, characters of a text, 0 otherwise', () => {
    expect(applyLogic({ size: { var: 'answers.a' } }, answers({ a: ['x', 'y'] }))).toBe(2);
    expect(applyLogic({ size: { var: 'answers.a' } }, answers({ a: ' 止损 ' }))).toBe(2);
    expect(applyLogic({ size: { var: 'answers.a' } }, answers({}))).toBe(0);
  });

  it('percent_in: reads the first percentage written in a text', () => {
    expect(applyLogic({ percent_in: 'max loss 12.5% of capital, 20% later' }, {})).toBe(12.5);
    expect(applyLogic({ percent_in: '最多亏损 15％' }, {})).toBe(15);
    expect(applyLogic({ percent_in: 'no number' }, {})).toBeNull();
  });

  it('percent_in: finds what the plain pattern finds, for any mix of digits, points, spaces and signs', () => {
    const reference = (text: string) => {
      const found = /(\d+(?:\.\d+)?)\s*[%％]/.exec(text);
      return found?.[1] === undefined ? null : Number(found[1]);
    };
    const piece = fc.constantFrom('1', '25', '.', ' ', '\n', '%', '％', 'a', '止', '0.5', '..');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(applyLogic({ percent_in: text }, {})).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('percent_in: a 100,000-digit answer without a percent sign is read in linear time', () => {
    const started = performance.now();
    expect(applyLogic({ percent_in: '9'.repeat(100_000) }, {})).toBeNull();
    expect(applyLogic({ percent_in: `${'9 '.repeat(50_000)}` }, {})).toBeNull();
    expect(applyLogic({ percent_in: `${'1'.repeat(100_000)}%` }, {})).toBe(Number('1'.repeat(100_000)));
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('clamp and max/min keep numbers within bounds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (x) => {
        const clamped = applyLogic({ clamp: [x, 0, 100] }, {}) as number;
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
        if (x >= 0 && x <= 100) expect(clamped === x).toBe(true);
      }),
    );
    expect(applyLogic({ max: [3, 9, 4] }, {})).toBe(9);
  });
});

describe('round (half up)', () => {
  it('rounds halves up, as people round scores', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(55.5)).toBe(56);
    expect(roundHalfUp(55.49)).toBe(55);
    expect(applyLogic({ round: [1.25, 1] }, {})).toBe(1.3);
  });

  it('is not fooled by binary fractions that stand for an exact half', () => {
    // 0.4·a + 0.3·b style sums produce x.4999999… for a true x.5.
    expect(roundHalfUp(0.1 * 3 + 55.2)).toBe(56);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
  });

  it('is within half a unit of its input and an integer', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (x) => {
        const rounded = roundHalfUp(x);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('lintLogic', () => {
  it('accepts well-formed rules with standard and custom operations', () => {
    const rule = { and: [{ '==': [{ var: 'answers.a' }, 'x'] }, { match: [{ var: 'answers.b' }, 'stop|止损'] }] };
    expect(lintLogic(rule, '$.when')).toEqual([]);
  });

  it('reports an unknown operation with its JSON path', () => {
    expect(lintLogic({ and: [{ contains: ['a', 'b'] }] }, '$.when')).toEqual([
      { path: '$.when.and[0].contains', message: 'unknown JSON-Logic operation "contains"' },
    ]);
  });

  it('reports objects json-logic-js would silently treat as constants', () => {
    const problems = lintLogic({ or: [{ '==': [1, 1], '!=': [1, 2] }, {}] }, '$.when');
    expect(problems.map((p) => p.path)).toEqual(['$.when.or[0]', '$.when.or[1]']);
    expect(problems[0]?.message).toContain('exactly one key');
  });

  it('reports a regular expression that does not compile', () => {
    const [problem] = lintLogic({ match: [{ var: 'answers.a' }, 'stop(loss'] }, '$.when');
    expect(problem?.path).toBe('$.when.match');
    expect(problem?.message).toContain('invalid regular expression');
  });

  it('knows standard, control-flow and custom operations', () => {
    for (const op of ['var', 'if', 'and', 'in', 'match', 'longer', 'count', 'percent_in']) {
      expect(isKnownOperation(op)).toBe(true);
    }
    expect(isKnownOperation('contains')).toBe(false);
  });
});
