import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../content/types';
import { defaultRiskRules } from './default-rules';
import { RiskAnswersError } from './risk-answers';
import { categoryRanges, riskBandForScore, scoreRiskTolerance } from './risk-tolerance';
import { ruleText } from './rule-messages';
import { editableCopy, riskAnswersArbitrary } from './testing/risk-answers';

/** Lowest-scoring option everywhere (demographics: the highest points). */
const lowest: Answers = {
  'fin-1': 'lt20',
  'fin-2': 'lt3m',
  'fin-3': 'gt50',
  'goal-1': 'conservative',
  'goal-2': 'lt1y',
  'psych-1': 'sellAll',
  'psych-2': 'none',
  'psych-3': 'avoidLoss',
  'exp-1': 'none',
  'exp-2': ['pePb'],
  'demo-1': 'under30',
  'demo-2': 'publicSector',
};

/** Highest-scoring option everywhere. */
const highest: Answers = {
  'fin-1': 'gt80',
  'fin-2': 'gt12m',
  'fin-3': 'lt10',
  'goal-1': 'progressive',
  'goal-2': 'gt5y',
  'psych-1': 'buyMore',
  'psych-2': 'gt12m',
  'psych-3': 'seekMaxReturn',
  'exp-1': 'gt5y',
  'exp-2': ['pePb', 'factorModels'],
  'demo-1': 'under30',
  'demo-2': 'publicSector',
};

/** A middle-of-the-road set; its score is worked out by hand in the tests below. */
const middle: Answers = {
  'fin-1': '50to80',
  'fin-2': '6to12m',
  'fin-3': '10to30',
  'goal-1': 'balanced',
  'goal-2': '3to5y',
  'psych-1': 'hold',
  'psych-2': '6to12m',
  'psych-3': 'acceptVolatility',
  'exp-1': '1to3y',
  'exp-2': ['sharpeDrawdown'],
  'demo-1': '30to50',
  'demo-2': 'corporate',
};

/** The error `run` throws; fails the test when it throws none. */
function caught(run: () => unknown): RiskAnswersError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RiskAnswersError);
    return error as RiskAnswersError;
  }
  return expect.unreachable('expected a RiskAnswersError');
}

function withoutAdjustments(names: string[]) {
  const rules = editableCopy(defaultRiskRules);
  rules.adjustments = rules.adjustments.filter((adjustment) => !names.some((name) => adjustment.name === name));
  return rules;
}

const [capRule, dipsRule, ageRule] = defaultRiskRules.adjustments;

describe('risk tolerance: category averages and normalisation', () => {
  it('stretches each category between the lowest and highest attainable average of the contract', () => {
    const ranges = categoryRanges();
    expect(ranges.financial).toEqual({ min: 1, max: 7 });
    expect(ranges.goal).toEqual({ min: 2.5, max: 8.5 });
    expect(ranges.psychological?.min).toBeCloseTo(4 / 3, 10);
    expect(ranges.psychological?.max).toBeCloseTo(22 / 3, 10);
    // exp-2 counts 0 when nothing is ticked, for the lowest average.
    expect(ranges.experience).toEqual({ min: 0.5, max: 5.5 });
  });

  it('scores a middle set as the weighted sum of normalised categories plus the demographic points', () => {
    // financial (5+5+5)/3=5 → 66.67; goal (7+6)/2=6.5 → 66.67; psychological (5+5+6)/3=16/3 → 66.67;
    // experience (3+2)/2=2.5 → 40. Weighted 0.4·66.67+0.3·66.67+0.2·66.67+0.1·40 = 64; +1 +1 = 66.
    const result = scoreRiskTolerance(middle);
    expect(result.score).toBe(66);
    expect(result.type).toBe('balanced');
    expect(result.categoryScores).toEqual({ financial: 66.7, goal: 66.7, psychological: 66.7, experience: 40 });
  });

  it('takes the best ticked exp-2 concept, not the sum', () => {
    const one = scoreRiskTolerance({ ...middle, 'exp-2': ['optionsHedging'] });
    const many = scoreRiskTolerance({ ...middle, 'exp-2': ['pePb', 'sharpeDrawdown', 'optionsHedging'] });
    expect(many.score).toBe(one.score);
    expect(many.categoryScores?.experience).toBe(one.categoryScores?.experience);
  });

  it('adds the demographic points after weighting and keeps the score within 0-100', () => {
    // All lowest: every category at its minimum except experience (1+1)/2=1 → 10, weighted 1; +3 +2 = 6.
    expect(scoreRiskTolerance(lowest).score).toBe(6);
    expect(scoreRiskTolerance({ ...lowest, 'demo-1': 'over50', 'demo-2': 'freelance' }).score).toBe(0);
    // All highest: 100 + 3 + 2 is kept at 100.
    expect(scoreRiskTolerance(highest).score).toBe(100);
    expect(scoreRiskTolerance(highest).type).toBe('aggressive');
  });
});

describe('risk tolerance: cap and penalties', () => {
  it('cap: a progressive goal with the weakest finances is held at the cap', () => {
    const weakFinances = { ...highest, 'fin-1': 'lt20', 'fin-2': 'lt3m', 'fin-3': 'gt50' };
    // With the contract's weights the capped case scores 0·0.4 + 60 + 5 = 65, already under 70 …
    expect(scoreRiskTolerance(weakFinances).score).toBe(65);
    // … so an editor's lower cap shows the rule at work.
    const rules = editableCopy(defaultRiskRules);
    const cap = rules.adjustments.find((adjustment) => adjustment.name === capRule?.name);
    if (cap) cap.capAt = 50;
    expect(scoreRiskTolerance(weakFinances, rules).score).toBe(50);
    // One step better on finances lifts the financial score to 11.1 (3 × 11.1 ≥ 30): no cap.
    expect(scoreRiskTolerance({ ...weakFinances, 'fin-1': '20to50' }, rules).score).toBeGreaterThan(50);
    // Not progressive: no cap.
    expect(scoreRiskTolerance({ ...weakFinances, 'goal-1': 'balanced' }, rules).score).toBeGreaterThan(50);
  });

  it('add-on-dips: buying more with no or 1-3 years of experience subtracts 5 and asks for verification', () => {
    const dips = { ...middle, 'psych-1': 'buyMore' };
    for (const experience of ['none', '1to3y']) {
      const answers = { ...dips, 'exp-1': experience };
      const without = scoreRiskTolerance(answers, withoutAdjustments([dipsRule?.name ?? '']));
      const result = scoreRiskTolerance(answers);
      expect(result.score).toBe(without.score - 5);
      expect(result.needsVerification).toBe(true);
      expect(result.verificationText).toBe(dipsRule?.message);
    }
    const experienced = scoreRiskTolerance({ ...dips, 'exp-1': '3to5y' });
    expect(experienced.needsVerification).toBe(false);
    expect(experienced.verificationText).toBeUndefined();
    expect(scoreRiskTolerance({ ...middle, 'exp-1': 'none' }).needsVerification).toBe(false);
  });

  it('age: over 50 with a progressive or aggressive score subtracts 3 and warns', () => {
    // Highest answers but over 50 and freelance: 100 − 2 − 1 = 97 (aggressive) → 94.
    const older = { ...highest, 'demo-1': 'over50', 'demo-2': 'freelance' };
    const result = scoreRiskTolerance(older);
    expect(result.score).toBe(94);
    expect(result.needsWarning).toBe(true);
    expect(result.warningText).toBe(ageRule?.message);
    // A balanced result over 50 is not penalised.
    const balanced = scoreRiskTolerance({ ...middle, 'demo-1': 'over50' });
    expect(balanced.needsWarning).toBe(false);
    expect(balanced.score).toBe(63);
  });

  it('age: judges the type of the rounded score after the add-on-dips penalty (metamorphic, all over-50 answers)', () => {
    const noAge = withoutAdjustments([ageRule?.name ?? '']);
    fc.assert(
      fc.property(riskAnswersArbitrary(), (random) => {
        const answers = { ...random, 'demo-1': 'over50' };
        const before = scoreRiskTolerance(answers, noAge);
        const result = scoreRiskTolerance(answers);
        const penalised = before.type === 'progressive' || before.type === 'aggressive';
        expect(result.needsWarning).toBe(penalised);
        expect(result.score).toBe(penalised ? Math.max(0, before.score - 3) : before.score);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('risk tolerance: types', () => {
  /** Both sides of every band edge of the contract. */
  const edges: [number, string][] = [
    [35, 'conservative'],
    [36, 'steady'],
    [55, 'steady'],
    [56, 'balanced'],
    [70, 'balanced'],
    [71, 'progressive'],
    [85, 'progressive'],
    [86, 'aggressive'],
  ];

  it.each([[0, 'conservative'], ...edges, [100, 'aggressive']])('a rounded score of %i is %s', (score, type) => {
    expect(riskBandForScore(score).key).toBe(type);
  });

  it('each band edge is reached by real answers and typed by the rounded score', () => {
    const seen = new Map<number, string>();
    for (const answers of fc.sample(riskAnswersArbitrary(), { numRuns: 5000, seed: 4 })) {
      const { score, type } = scoreRiskTolerance(answers);
      if (edges.some(([edge]) => edge === score)) seen.set(score, type);
    }
    expect(seen).toEqual(new Map(edges));
  });

  it('carries the message keys of its profile', () => {
    const result = scoreRiskTolerance(middle);
    const profile = defaultRiskRules.profiles.find(({ key }) => key === result.type);
    expect(result).toMatchObject({
      name: profile?.name,
      description: profile?.description,
      recommendation: profile?.recommendation,
    });
  });
});

describe('risk tolerance: incomplete or invalid answers', () => {
  it('refuses when a question is unanswered, naming it', () => {
    const { 'goal-2': _, ...missing } = middle;
    const error = caught(() => scoreRiskTolerance({ ...missing, 'psych-3': '  ' }));
    expect(error.unansweredIds).toEqual(['goal-2', 'psych-3']);
    expect(error.messageKey).toBe(defaultRiskRules.errors.unanswered);
  });

  it('counts an empty exp-2 list as unanswered', () => {
    expect(() => scoreRiskTolerance({ ...middle, 'exp-2': [] })).toThrow(/unanswered: exp-2/);
  });

  it('refuses values that are not options, lists for single choice, text for multiple choice and unknown ids', () => {
    const cases: [Answers, string][] = [
      [{ ...middle, 'fin-1': 'lots' }, 'fin-1'],
      [{ ...middle, 'fin-1': ['gt80'] }, 'fin-1'],
      [{ ...middle, 'exp-2': 'pePb' }, 'exp-2'],
      [{ ...middle, 'exp-2': ['pePb', 'astrology'] }, 'exp-2'],
      [{ ...middle, 'fin-9': 'gt80' }, 'fin-9'],
    ];
    for (const [answers, id] of cases) {
      const error = caught(() => scoreRiskTolerance(answers));
      expect(error.invalidIds).toEqual([id]);
      expect(error.unansweredIds).toEqual([]);
      expect(error.messageKey).toBe(defaultRiskRules.errors.invalid);
      expect(ruleText(error.messageKey, 'en', error.params)).toContain(id);
    }
  });
});

describe('risk tolerance: properties over random complete answer sets', () => {
  it('gives an integer 0-100 and the type whose range holds it', () => {
    fc.assert(
      fc.property(riskAnswersArbitrary(), (answers) => {
        const { score, type } = scoreRiskTolerance(answers);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        const holder = defaultRiskRules.profiles.find(({ scoreRange: [low, high] }) => score >= low && score <= high);
        expect(type).toBe(holder?.key);
      }),
      { numRuns: 3000 },
    );
  });

  /** One non-demographic answer moved to a better-scoring option (exp-2: a better concept ticked). */
  const improvement = riskAnswersArbitrary().chain((answers) => {
    const moves = Object.entries(defaultRiskRules.questions)
      .filter(([, question]) => question.category !== 'demographic')
      .flatMap(([id, question]) => {
        const current = answers[id];
        const points = (value: string) => question.points[value] ?? 0;
        const now = Math.max(...(Array.isArray(current) ? current : [current ?? '']).map(points));
        return Object.keys(question.points)
          .filter((option) => points(option) > now)
          .map(
            (option): Answers => ({
              ...answers,
              [id]: question.multipleChoice ? [...(current as string[]), option] : option,
            }),
          );
      });
    return moves.length > 0 ? fc.constantFrom(...moves).map((better) => ({ answers, better })) : fc.constant(null);
  });

  it('never decreases when one answer improves, unless the move triggers the cap or a penalty', () => {
    const capHolds = (answers: Answers) =>
      answers['goal-1'] === 'progressive' && scoreRiskTolerance(answers).categoryScores?.financial === 0;
    fc.assert(
      fc.property(improvement, (pair) => {
        if (!pair) return;
        const before = scoreRiskTolerance(pair.answers);
        const after = scoreRiskTolerance(pair.better);
        const triggered =
          (after.needsVerification && !before.needsVerification) ||
          (after.needsWarning && !before.needsWarning) ||
          (capHolds(pair.better) && !capHolds(pair.answers));
        if (!triggered) expect(after.score).toBeGreaterThanOrEqual(before.score);
      }),
      { numRuns: 3000 },
    );
  });
});
