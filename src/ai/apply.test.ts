import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBank } from '../content/registry';
import { defaultEvaluationRules } from '../scoring/default-rules';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { finalizeEvaluation } from '../scoring/finalize';
import type { ConsistencyAnalysis, EvaluationResult, StageKey } from '../scoring/types';
import { applyAiAnalysis } from './apply';
import { aiConfig } from './config';
import { fallbackAnalysis } from './fallback';
import type { AiAnalysis } from './run-analysis';
import { carefulAnswers } from './testing/decision-answers';

const bank = getBank(aiConfig.bank);
if (!bank) throw new Error(`the ${aiConfig.bank} bank is missing`);
const basic = evaluateDecision(
  { name: 'Index fund top-up', answers: carefulAnswers },
  bank,
  undefined,
  '2025-01-01T00:00:00.000Z',
);

function analysis(score: number, source: ConsistencyAnalysis['source'] = 'api'): ConsistencyAnalysis {
  return { consistencyScore: score, conflictPoints: [], suggestions: [], reasoningPath: 'because', source };
}

const STAGES: StageKey[] = ['1', '2', '3', '4', '5', '6', '7'];

describe('applyAiAnalysis', () => {
  it('moves stage 3 by logic − 5, stage 4 by risk − 6 and stage 6 by −2 × bias, then recomputes the total', () => {
    const result = applyAiAnalysis(basic, { logic: analysis(8), risk: analysis(3), bias: analysis(2) });
    expect(result.stageScores['3'].score).toBe(Math.min(100, basic.stageScores['3'].score + 3));
    expect(result.stageScores['4'].score).toBe(Math.max(0, basic.stageScores['4'].score - 3));
    expect(result.stageScores['6'].score).toBe(Math.max(0, basic.stageScores['6'].score - 4));
    expect(result).toMatchObject(finalizeEvaluation(result.stageScores));
    expect(result.apiEnhanced).toBe(true);
  });

  it('rewrites the overall strengths and weaknesses from the adjusted stage scores', () => {
    const rules = defaultEvaluationRules;
    const { strengthFrom, weaknessBelow } = rules.overall;
    const move = (kind: 'logic' | 'risk', score: number) => {
      const { factor, neutral } = aiConfig.analyses[kind].adjustment;
      return factor * (score - neutral);
    };
    // Stage 3 just short of a strength and stage 4 just clear of a weakness, before the AI moves both across.
    const stageScores = {
      ...basic.stageScores,
      '3': { ...basic.stageScores['3'], score: strengthFrom - move('logic', 10) },
      '4': { ...basic.stageScores['4'], score: weaknessBelow - move('risk', 0) - 1 },
    };
    const start = { ...basic, stageScores, ...finalizeEvaluation(stageScores) };
    expect(start.overallStrengths).not.toContain(rules.stages['3'].strongMessage);
    expect(start.overallWeaknesses).not.toContain(rules.stages['4'].weakMessage);

    const result = applyAiAnalysis(start, { logic: analysis(10), risk: analysis(0), bias: analysis(0) });
    expect(result.overallStrengths).toContain(rules.stages['3'].strongMessage);
    expect(result.overallWeaknesses).toContain(rules.stages['4'].weakMessage);
  });

  it('keeps each analysis in its stage details', () => {
    const given: AiAnalysis = { logic: analysis(8), risk: analysis(3), bias: analysis(2, 'fallback') };
    const result = applyAiAnalysis(basic, given);
    expect(result.stageScores['3'].details).toEqual({ apiLogicConsistency: given.logic });
    expect(result.stageScores['4'].details).toEqual({ apiRiskConsistency: given.risk });
    expect(result.stageScores['6'].details).toEqual({ apiCognitiveBiases: given.bias });
  });

  it('is not enhanced when every analysis came from the fallback, though the fallback still adjusts', () => {
    const fallbacks = {
      logic: fallbackAnalysis('logic', {}),
      risk: fallbackAnalysis('risk', {}),
      bias: fallbackAnalysis('bias', {}),
    };
    const result = applyAiAnalysis(basic, fallbacks);
    expect(result.apiEnhanced).toBe(false);
    expect(result.stageScores['6'].score).toBe(
      Math.max(0, basic.stageScores['6'].score - 2 * fallbacks.bias.consistencyScore),
    );
  });

  it('leaves the basic result untouched', () => {
    const before = structuredClone(basic);
    applyAiAnalysis(basic, { logic: analysis(0), risk: analysis(10), bias: analysis(10) });
    expect(basic).toEqual(before);
  });

  const scoreArb = fc.double({ min: 0, max: 10, noNaN: true });
  const analysisArb = fc.record({
    consistencyScore: scoreArb,
    conflictPoints: fc.array(fc.string(), { maxLength: 3 }),
    suggestions: fc.array(fc.string(), { maxLength: 3 }),
    reasoningPath: fc.string(),
    source: fc.constantFrom<ConsistencyAnalysis['source']>('api', 'fallback'),
  });
  const basicArb = fc
    .array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 })
    .map((scores): EvaluationResult => {
      const stageScores = Object.fromEntries(
        STAGES.map((key, index) => [key, { ...basic.stageScores[key], score: scores[index] ?? 0 }]),
      ) as EvaluationResult['stageScores'];
      return { ...basic, stageScores, ...finalizeEvaluation(stageScores) };
    });

  it('keeps every stage an integer within 0-100, touches only stages 3, 4 and 6, and rates the new total', () => {
    fc.assert(
      fc.property(basicArb, analysisArb, analysisArb, analysisArb, (start, logic, risk, bias) => {
        const result = applyAiAnalysis(start, { logic, risk, bias });
        for (const key of STAGES) {
          const { score } = result.stageScores[key];
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
          if (!['3', '4', '6'].includes(key)) expect(result.stageScores[key]).toEqual(start.stageScores[key]);
        }
        expect(result).toMatchObject(finalizeEvaluation(result.stageScores));
        expect(result.apiEnhanced).toBe([logic, risk, bias].some((a) => a.source === 'api'));
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers stage 3 for a better logic score, nor raises stage 6 for a higher bias score', () => {
    fc.assert(
      fc.property(basicArb, scoreArb, scoreArb, (start, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (logic: number, bias: number) =>
          applyAiAnalysis(start, { logic: analysis(logic), risk: analysis(6), bias: analysis(bias) }).stageScores;
        expect(at(high, 0)['3'].score).toBeGreaterThanOrEqual(at(low, 0)['3'].score);
        expect(at(5, high)['6'].score).toBeLessThanOrEqual(at(5, low)['6'].score);
      }),
      { numRuns: 300 },
    );
  });
});
