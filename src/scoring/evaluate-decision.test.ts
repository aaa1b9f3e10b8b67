import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, Bank } from '../content/types';
import { defaultEvaluationRules, defaultRiskRules } from './default-rules';
import { evaluateDecision } from './evaluate-decision';
import { EvaluationInputError, validateEvaluationInput } from './evaluation-input';
import { finalizeEvaluation, type StageScoreValues, stageKeys } from './finalize';
import { riskProfileOf } from './risk-profile';
import { logicReferences } from './rule-references';
import { decisionAnswersArbitrary, decisionBank, repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';
import { type EvaluationResult, RISK_TYPES, type StageKey } from './types';

const bank = decisionBank();
const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/fixtures/rules', `${name}.json`), 'utf8')) as {
    name: string;
    answers: Answers;
  };
const careful = fixture('decision-careful');
const sketchy = fixture('decision-sketchy');

const stageScore = (result: EvaluationResult, stage: '1' | '3' | '6') => result.stageScores[stage].score;
const evaluate = (answers: Answers, rules = defaultEvaluationRules) =>
  evaluateDecision({ name: 'Test', answers }, bank, rules);

describe('evaluation input', () => {
  it('requires a decision name that is not blank', () => {
    const check = validateEvaluationInput({ name: '   ', answers: careful.answers }, bank);
    expect(check).toMatchObject({ ok: false, kind: 'name', messageKey: defaultEvaluationRules.errors.nameRequired });
    expect(() => evaluateDecision({ name: '', answers: careful.answers }, bank)).toThrow(
      'Input validation failed: Decision name is required.',
    );
  });

  it('reports every answer of the wrong type, and the count, in both languages', () => {
    const answers = {
      ...careful.answers,
      '1-1': 42,
      '1-2': 'forever',
      '2-1': 'fundamental',
      '4-3': ['stopLoss', 'prayer'],
      '6-1': 'maybe',
      'x-9': 'unknown question',
    } as unknown as Answers;
    const check = validateEvaluationInput({ name: 'Typed', answers }, bank);
    expect(check).toMatchObject({ ok: false, kind: 'types', params: { count: 6 } });
    expect(check.ok ? [] : check.invalidIds).toEqual(['1-1', '1-2', '2-1', '4-3', '6-1', 'x-9']);
    try {
      evaluateDecision({ name: 'Typed', answers }, bank);
      expect.unreachable('typed input should be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(EvaluationInputError);
      expect((error as EvaluationInputError).text('en')).toBe(
        'Input validation failed: Type validation failed for 6 fields',
      );
      expect((error as EvaluationInputError).text('zh')).toContain('6');
    }
  });

  it('checks dates by whether they parse', () => {
    const dated: Bank = {
      ...bank,
      sections: [
        { id: 'd', title: bank.title, questions: [{ id: 'd-1', type: 'date', required: true, text: bank.title }] },
      ],
    };
    expect(validateEvaluationInput({ name: 'D', answers: { 'd-1': '2024-05-01' } }, dated).ok).toBe(true);
    expect(validateEvaluationInput({ name: 'D', answers: { 'd-1': 'next week' } }, dated)).toMatchObject({
      invalidIds: ['d-1'],
    });
  });

  it('accepts every complete, well-typed decision', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        expect(validateEvaluationInput({ name: 'Random', answers }, bank)).toEqual({ ok: true });
      }),
      { numRuns: 300 },
    );
  });
});

describe('stage scoring rules', () => {
  it('a stop-loss rule, in English or Chinese, scores stage 3 higher than none', () => {
    const none = evaluate({ ...careful.answers, '3-3': 'I will hold on whatever happens' });
    for (const stopLoss of ['Sell with a stop at the 200-day low', '跌破买入价即止损离场']) {
      expect(stageScore(evaluate({ ...careful.answers, '3-3': stopLoss }), '3')).toBeGreaterThan(stageScore(none, '3'));
    }
    expect(none.stageScores['3'].weaknesses.length).toBeGreaterThan(0);
  });

  it('credits a maximum loss written in Chinese numerals or full-width digits as one written in Arabic digits', () => {
    const stage4 = (maxLoss: string) => evaluate({ ...careful.answers, '4-4': maxLoss }).stageScores['4'];
    const arabic = stage4('最多亏损10%');
    expect(stage4('最多亏损百分之十')).toEqual(arabic);
    expect(stage4('最多亏损１０％')).toEqual(arabic);
    expect(stage4('最多亏损一些')).not.toEqual(arabic);
  });

  it('a text counts as filled only when longer than the rules minimum', () => {
    const minimum = defaultEvaluationRules.minFilledLength;
    const atMinimum = evaluate({ ...careful.answers, '7-1': 'x'.repeat(minimum) });
    const longAnswers = { ...careful.answers, '7-1': 'x'.repeat(minimum + 1) };
    expect(evaluate(longAnswers).stageScores['7'].score).toBeGreaterThan(atMinimum.stageScores['7'].score);
    // An editor raising the minimum makes the same answer count as empty.
    const stricter = editableCopy(defaultEvaluationRules);
    stricter.minFilledLength = minimum + 5;
    expect(evaluate(longAnswers, stricter).stageScores['7'].score).toBe(atMinimum.stageScores['7'].score);
  });

  it('stage 6 adds 3 per answered bias check and subtracts 2 per answer that signals the bias', () => {
    const clean = { ...careful.answers, '6-1': 'no', '6-2': 'no', '6-3': 'no', '6-4': 'no', '6-5': 'yes' };
    const base = stageScore(evaluate(clean), '6');
    expect(stageScore(evaluate({ ...clean, '6-1': 'yes' }), '6')).toBe(base - 2);
    expect(stageScore(evaluate({ ...clean, '6-1': 'yes', '6-3': 'yes' }), '6')).toBe(base - 4);
    // Not considering opposing views ("No" to 6-5) signals a bias too.
    expect(stageScore(evaluate({ ...clean, '6-5': 'no' }), '6')).toBe(base - 2);
    const { '6-2': _, ...unanswered } = clean;
    expect(stageScore(evaluate(unanswered), '6')).toBe(base - 3);
    expect(defaultEvaluationRules.stages['6'].base).toBe(50);
  });

  it('rates a careful decision far above a sketchy one', () => {
    const good = evaluateDecision(careful, bank);
    const bad = evaluateDecision(sketchy, bank);
    expect(good.rating).toBe('system');
    expect(bad.rating).toBe('high-risk');
    expect(good.overallWeaknesses).toEqual([]);
    expect(bad.overallStrengths).toEqual([]);
    expect(bad.recommendations).toHaveLength(defaultEvaluationRules.overall.maxRecommendations);
    expect(good.apiEnhanced).toBe(false);
  });
});

describe('evaluation result properties over random decisions', () => {
  const weights = { '1': 20, '2': 15, '3': 20, '4': 25, '5': 10, '6': 5, '7': 5 };

  it('uses the stage weights 20/15/20/25/10/5/5', () => {
    const result = evaluateDecision(careful, bank);
    expect(Object.fromEntries(Object.entries(result.stageScores).map(([key, stage]) => [key, stage.weight]))).toEqual(
      weights,
    );
  });

  it('keeps scores integral in 0-100, total = rounded weighted mean, rating by band, ≤ 7 unique recommendations', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        const result = evaluate(answers);
        const stages = Object.values(result.stageScores);
        for (const { score } of [...stages, { score: result.totalScore }]) {
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
        const mean = stages.reduce((sum, s) => sum + s.score * s.weight, 0) / 100;
        expect(result.totalScore).toBe(Math.floor(mean + 0.5 + 1e-9));
        const band =
          result.totalScore >= 85
            ? 'system'
            : result.totalScore >= 70
              ? 'stable'
              : result.totalScore >= 55
                ? 'cautious'
                : 'high-risk';
        expect(result.rating).toBe(band);
        expect(result.recommendations.length).toBeGreaterThan(0);
        expect(result.recommendations.length).toBeLessThanOrEqual(7);
        expect(new Set(result.recommendations).size).toBe(result.recommendations.length);
      }),
      { numRuns: 1500 },
    );
  });

  it('lists a stage among the overall strengths at 80+ and among the weaknesses under 60', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        const result = evaluate(answers);
        for (const [key, stage] of Object.entries(result.stageScores) as [keyof typeof weights, { score: number }][]) {
          const rules = defaultEvaluationRules.stages[key];
          expect(result.overallStrengths.includes(rules.strongMessage)).toBe(stage.score >= 80);
          expect(result.overallWeaknesses.includes(rules.weakMessage)).toBe(stage.score < 60);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('normalises weights that do not sum to 100', () => {
    const doubled = editableCopy(defaultEvaluationRules);
    for (const stage of Object.values(doubled.stages)) stage.weight *= 2;
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        expect(evaluate(answers, doubled).totalScore).toBe(evaluate(answers).totalScore);
      }),
      { numRuns: 200 },
    );
  });
});

/** The result's stage scores with new scores, everything else of each stage kept. */
function rescored(result: EvaluationResult, score: (key: StageKey) => number): StageScoreValues {
  const entries = stageKeys().map((key) => [key, { ...result.stageScores[key], score: score(key) }]);
  return Object.fromEntries(entries) as unknown as StageScoreValues;
}

describe('finalizeEvaluation', () => {
  it('recomputes everything derived from stage scores after they change (as the AI analysis does)', () => {
    const result = evaluateDecision(sketchy, bank);
    const raised = rescored(result, () => 100);
    const strongMessages = stageKeys().map((key) => defaultEvaluationRules.stages[key].strongMessage);
    expect(finalizeEvaluation(raised)).toMatchObject({
      totalScore: 100,
      rating: 'system',
      overallStrengths: strongMessages,
      overallWeaknesses: [],
    });
    expect(finalizeEvaluation(result.stageScores)).toEqual({
      totalScore: result.totalScore,
      rating: result.rating,
      overallStrengths: result.overallStrengths,
      overallWeaknesses: result.overallWeaknesses,
      recommendations: result.recommendations,
    });
  });

  it('puts the advice of the stage that became weakest first', () => {
    const result = evaluateDecision(sketchy, bank);
    const advised = stageKeys().filter((key) => (result.stageScores[key].recommendations ?? []).length > 0);
    const last = advised.at(-1);
    if (!last) throw new Error('the sketchy decision gets no stage advice');
    // Every other stage perfect, and the last advised stage at 0: its advice leads.
    const stageScores = rescored(result, (key) => (key === last ? 0 : 100));
    const first = result.stageScores[last].recommendations?.[0];
    expect(finalizeEvaluation(stageScores).recommendations[0]).toBe(first);
  });
});

describe("the investor's own risk profile", () => {
  /** The rules that read the profile, and the weaknesses they can add: taken from the rules file, not repeated here. */
  const profileRules = stageKeys(defaultEvaluationRules).flatMap((key) =>
    defaultEvaluationRules.stages[key].rules
      .filter((rule) => logicReferences(rule.when, '$').variables.some(({ name }) => name.startsWith('profile.')))
      .map((rule) => ({ stage: key, weakness: rule.apply?.weakness, recommendation: rule.apply?.recommendation })),
  );
  const profileWeaknesses = profileRules.map(({ weakness }) => weakness);
  const assessmentArbitrary = fc.record({
    type: fc.constantFrom(...RISK_TYPES),
    score: fc.integer({ min: 0, max: 100 }),
  });

  it('is read by rules of the shipped file', () => {
    expect(profileRules.length).toBeGreaterThan(0);
    expect(profileWeaknesses.every((key) => typeof key === 'string')).toBe(true);
  });

  it('without an assessment, changes nothing and names no mismatch', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), (answers) => {
        const without = evaluateDecision({ name: 'Test', answers }, bank, defaultEvaluationRules, 'now');
        const withNull = evaluateDecision(
          { name: 'Test', answers, profile: null },
          bank,
          defaultEvaluationRules,
          'now',
        );
        expect(withNull).toEqual(without);
        const weaknesses = Object.values(without.stageScores).flatMap((stage) => stage.weaknesses);
        expect(weaknesses.filter((key) => profileWeaknesses.includes(key))).toEqual([]);
      }),
    );
  });

  it('only ever points out mismatches: a profile never raises a stage score or the total', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(bank), assessmentArbitrary, (answers, assessment) => {
        const without = evaluateDecision({ name: 'Test', answers }, bank);
        const withProfile = evaluateDecision({ name: 'Test', answers, profile: riskProfileOf(assessment) }, bank);
        expect(withProfile.totalScore).toBeLessThanOrEqual(without.totalScore);
        for (const key of stageKeys()) {
          expect(withProfile.stageScores[key].score).toBeLessThanOrEqual(without.stageScores[key].score);
        }
      }),
    );
  });

  it('flags a bold decision with a large loss for a conservative investor, in Chinese, and not for an aggressive one', () => {
    const answers: Answers = { ...careful.answers, '1-3': 'aggressive', '4-4': '最多亏百分之四十，超过就离场' };
    const cautious = evaluateDecision(
      { name: '测试', answers, profile: riskProfileOf({ type: 'conservative', score: 20 }) },
      bank,
    );
    const bold = evaluateDecision(
      { name: '测试', answers, profile: riskProfileOf({ type: 'aggressive', score: 95 }) },
      bank,
    );
    for (const { stage, weakness, recommendation } of profileRules) {
      expect(cautious.stageScores[stage].weaknesses).toContain(weakness);
      expect(cautious.recommendations).toContain(recommendation);
      expect(bold.stageScores[stage].weaknesses).not.toContain(weakness);
    }
    expect(cautious.totalScore).toBeLessThan(bold.totalScore);
  });

  it('holds a loss to the limit the risk rules give the type, so editors move it without code', () => {
    const answers: Answers = { ...careful.answers, '4-4': 'At most 12% of the amount, then I sell.' };
    const risk = editableCopy(defaultRiskRules);
    const steady = (limit: number) => {
      for (const profile of risk.profiles) if (profile.key === 'steady') profile.maxLoss = limit;
      return evaluateDecision(
        { name: 'Test', answers, profile: riskProfileOf({ type: 'steady', score: 45 }, risk) },
        bank,
      );
    };
    const weaknessesAt = (limit: number) => steady(limit).stageScores['4'].weaknesses;
    const lossRule = profileRules.find(({ weakness }) => weaknessesAt(10).includes(weakness ?? ''));
    expect(lossRule).toBeDefined();
    expect(weaknessesAt(20)).not.toContain(lossRule?.weakness);
  });
});
