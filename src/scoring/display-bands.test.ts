import { describe, expect, it } from 'vitest';
import { defaultEvaluationRules } from './default-rules';
import { stageBand, totalBand } from './display-bands';
import { ratingFor, ratingMessages } from './finalize';
import { editableCopy } from './testing/risk-answers';

describe('score bar colours', () => {
  it.each([
    [100, 'green'],
    [85, 'green'],
    [84, 'blue'],
    [70, 'blue'],
    [69, 'yellow'],
    [55, 'yellow'],
    [54, 'red'],
    [0, 'red'],
  ])('total %i is %s', (score, color) => {
    expect(totalBand(score)).toBe(color);
  });

  it.each([
    [80, 'green'],
    [79, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
  ])('stage %i is %s', (score, color) => {
    expect(stageBand(score)).toBe(color);
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
  it.each([
    [85, 'system', 'Systematic'],
    [84, 'stable', 'Stable'],
    [70, 'stable', 'Stable'],
    [69, 'cautious', 'Cautious'],
    [55, 'cautious', 'Cautious'],
    [54, 'high-risk', 'High Risk'],
  ])('a total of %i is rated %s (%s)', (total, rating, label) => {
    const rule = ratingFor(total);
    expect(rule.key).toBe(rating);
    const { en } = defaultEvaluationRules.messages[ratingMessages(rule.key).label] ?? {};
    expect(en).toBe(label);
  });
});
