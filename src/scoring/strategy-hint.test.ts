import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStrategyRules } from './default-rules';
import { knownStrategies, readStrategies, strategyHint, strategyHintNoneMessage, strategyKeyOf } from './strategy-hint';

const evaluated = (evaluationScore: number) => ({ completed: true, evaluated: true, evaluationScore });

describe('strategy hint', () => {
  it('is absent until a completed decision is evaluated, with a hint message instead', () => {
    expect(strategyHint([])).toBeNull();
    expect(
      strategyHint([
        { completed: false, evaluated: false, evaluationScore: null },
        { completed: true, evaluated: false, evaluationScore: null },
        // Not completed: ignored even if a score lingers.
        { completed: false, evaluated: true, evaluationScore: 90 },
      ]),
    ).toBeNull();
    expect(defaultStrategyRules.messages[strategyHintNoneMessage()]?.en).toBeTruthy();
  });

  it('averages only completed and evaluated decisions and rounds half up', () => {
    const hint = strategyHint([
      evaluated(84),
      evaluated(85),
      { completed: true, evaluated: false, evaluationScore: 10 },
    ]);
    expect(hint).toMatchObject({ average: 85, count: 2, band: 'system' });
  });

  it.each([
    [85, 'system'],
    [84, 'stable'],
    [70, 'stable'],
    [69, 'cautious'],
    [55, 'cautious'],
    [54, 'high-risk'],
  ])('an average of %i is %s', (score, band) => {
    expect(strategyHint([evaluated(score)])?.band).toBe(band);
  });

  it('recommends more aggressive strategies for higher scores, each a known strategy', () => {
    const strategiesAt = (score: number) => strategyHint([evaluated(score)])?.strategies.map(({ key }) => key) ?? [];
    expect(strategiesAt(95)).toContain('growth');
    expect(strategiesAt(30)).toEqual(expect.arrayContaining(['bond', 'conservative']));
    expect(strategiesAt(30)).not.toContain('growth');
    const known = knownStrategies().map(({ key }) => key);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1 }), (scores) => {
        const hint = strategyHint(scores.map(evaluated));
        expect(hint?.strategies.length).toBeGreaterThan(0);
        for (const { key } of hint?.strategies ?? []) expect(known).toContain(key);
        expect(hint?.average).toBeGreaterThanOrEqual(Math.min(...scores));
        expect(hint?.average).toBeLessThanOrEqual(Math.max(...scores));
      }),
    );
  });
});

describe('stored preferred strategies', () => {
  const names = (lang: 'en' | 'zh') =>
    knownStrategies().map(({ key, name }) => [key, defaultStrategyRules.messages[name]?.[lang] ?? ''] as const);

  it('reads a key as itself, and a strategy name in either language, in any case, as its key', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const [key, name] of names(lang)) {
        expect(strategyKeyOf(key)).toBe(key);
        expect(strategyKeyOf(name)).toBe(key);
        expect(strategyKeyOf(` ${name.toUpperCase()} `)).toBe(key);
      }
    }
    expect(strategyKeyOf('Day trading')).toBeNull();
  });

  it('turns a legacy list of names into keys, once each, keeping unknown values', () => {
    const [[value, valueName] = ['', ''], [growth, growthName] = ['', '']] = names('en');
    expect(readStrategies([valueName, growth, value, 'Day trading', growthName])).toEqual([
      value,
      growth,
      'Day trading',
    ]);
  });
});
