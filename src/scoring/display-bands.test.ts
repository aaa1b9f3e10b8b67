import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultEvaluationRules } from './default-rules';
import { stageBand, totalBand } from './display-bands';
import { ratingFor, ratingMessages } from './finalize';
import { editableCopy } from './testing/risk-answers';

/**
 * The thresholds are the rules' to set: these tests read them from the shipped
 * rules and check what a score gets against them, so moving a band's start
 * changes no test.
 */
const byStartDescending = <T extends { min: number }>(bands: readonly T[]): T[] =>
  [...bands].sort((a, b) => b.min - a.min);

const scales = [
  { name: 'total', colour: totalBand, bands: defaultEvaluationRules.bands.total },
  { name: 'stage', colour: stageBand, bands: defaultEvaluationRules.bands.stage },
] as const;

describe('score bar colours', () => {
  it.each(scales)(
    'a $name score takes a band from its start, and the band below one point earlier',
    ({ colour, bands }) => {
      const sorted = byStartDescending(bands);
      sorted.forEach((band, at) => {
        expect(colour(band.min)).toBe(band.color);
        const below = sorted[at + 1];
        if (below) expect(colour(band.min - 1)).toBe(below.color);
      });
    },
  );

  it.each(scales)('a higher $name score never gets a lower band', ({ colour, bands }) => {
    const rank = (score: number) => byStartDescending(bands).findIndex((band) => band.color === colour(score));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(high)).toBeLessThanOrEqual(rank(low));
      }),
    );
  });

  it('follows an edited band, whatever order the editor lists the bands in', () => {
    const rules = editableCopy(defaultEvaluationRules);
    rules.bands.stage = [
      { color: 'red', min: 0 },
      { color: 'green', min: 90 },
      { color: 'yellow', min: 50 },
    ];
    expect(stageBand(85, rules)).toBe('yellow');
    expect(stageBand(90, rules)).toBe('green');
  });
});

describe('ratings', () => {
  it("rates a total from each rating's start, with a label in both languages", () => {
    const sorted = byStartDescending(defaultEvaluationRules.ratings);
    sorted.forEach((rule, at) => {
      expect(ratingFor(rule.min).key).toBe(rule.key);
      const below = sorted[at + 1];
      if (below) expect(ratingFor(rule.min - 1).key).toBe(below.key);
      const label = defaultEvaluationRules.messages[ratingMessages(rule.key).label];
      expect(label?.en).toMatch(/\S/);
      expect(label?.zh).toMatch(/\S/);
    });
  });
});
