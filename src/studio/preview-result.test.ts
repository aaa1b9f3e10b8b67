import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Bank } from '../content/types';
import { assessmentAnswersArbitrary, decisionAnswersArbitrary } from '../scoring/answer-arbitraries';
import { defaultEvaluationRules, defaultRiskRules } from '../scoring/default-rules';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { clamp, roundHalfUp } from '../scoring/numbers';
import { scoreRiskTolerance } from '../scoring/risk-tolerance';
import { repoRoot } from '../scoring/testing/decision-answers';
import { previewResult } from './preview-result';

const { banks } = loadContentFromDisk(repoRoot);
const bankWithId = (id: string) => banks.find((bank) => bank.id === id) as Bank;
const decisionBank = bankWithId(defaultEvaluationRules.bank);
const riskBank = bankWithId(defaultRiskRules.bank);
const rules = { evaluation: defaultEvaluationRules, risk: defaultRiskRules };

describe('the preview result', () => {
  it('of a decision is the evaluation itself, and each stage is its base plus the points its rules report', () => {
    fc.assert(
      fc.property(decisionAnswersArbitrary(decisionBank), (answers) => {
        const shown = previewResult(decisionBank, answers, rules, 'Sample');
        if (shown.kind !== 'evaluation') throw new Error(`expected an evaluation, got ${shown.kind}`);
        expect(shown.result).toEqual(evaluateDecision({ name: 'Sample', answers }, decisionBank, rules.evaluation, ''));
        for (const stage of shown.stages) {
          const sum = stage.rules.reduce((total, { points }) => total + points, stage.base);
          expect(roundHalfUp(clamp(sum))).toBe(shown.result.stageScores[stage.stage].score);
          expect(stage.rules.every(({ points }) => points !== 0)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('of an assessment is the risk result itself, with the points of every answer', () => {
    fc.assert(
      fc.property(assessmentAnswersArbitrary(riskBank), (answers) => {
        const shown = previewResult(riskBank, answers, rules, 'Sample');
        if (shown.kind !== 'risk') throw new Error(`expected a risk result, got ${shown.kind}`);
        expect(shown.result).toEqual(scoreRiskTolerance(answers, rules.risk));
        expect(shown.questions.map(({ question }) => question)).toEqual(Object.keys(rules.risk.questions));
      }),
      { numRuns: 40 },
    );
  });

  it('names an adjustment that held with how far it moved the score', () => {
    const capped = { ...rules.risk, adjustments: [{ name: 'everyone capped', when: true, capAt: 0 }] };
    const answers = fc.sample(assessmentAnswersArbitrary(riskBank), { seed: 7, numRuns: 1 })[0] ?? {};
    const shown = previewResult(riskBank, answers, { ...rules, risk: capped as typeof rules.risk }, 'Sample');
    if (shown.kind !== 'risk') throw new Error(`expected a risk result, got ${shown.kind}`);
    expect(shown.result.score).toBe(0);
    expect(shown.adjustments).toHaveLength(1);
    expect(shown.adjustments[0]?.name).toBe('everyone capped');
  });

  it('is "unscored" for a bank no rules read, and a failure (not a throw) for answers the rules refuse', () => {
    const other = banks.find(({ id }) => id !== decisionBank.id && id !== riskBank.id) as Bank;
    expect(previewResult(other, {}, rules, 'Sample')).toEqual({ kind: 'unscored' });
    expect(previewResult(riskBank, {}, rules, 'Sample').kind).toBe('failed');
  });
});
