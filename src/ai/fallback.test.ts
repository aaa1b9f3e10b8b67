import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../content/types';
import { aiRuleMessages } from './ai-rule-messages';
import { AI_ANALYSIS_KINDS } from './config';
import { fallbackAnalysis } from './fallback';
import { carefulAnswers } from './testing/decision-answers';

describe('the rule-based fallback', () => {
  it('starts from logic 5, risk 6 and bias 4', () => {
    // Answers that move no score: each analysis stays at its start.
    const neutral: Answers = {
      '3-1': 'Buy below a P/E of 15.',
      '3-2': 'Sell at 30% up.',
      '3-3': 'Stop out when the thesis breaks.',
      '4-1': 'Rates, housing, management.',
      '4-4': '15%',
      '6-5': 'no',
      '6-6': 'A written bear case.',
    };
    expect(AI_ANALYSIS_KINDS.map((kind) => fallbackAnalysis(kind, neutral).consistencyScore)).toEqual([5, 6, 4]);
  });

  it('says in its reasoning path, in both languages, that a fallback was applied because the service failed', () => {
    for (const kind of AI_ANALYSIS_KINDS) {
      const { reasoningPath, source } = fallbackAnalysis(kind, {});
      expect(source).toBe('fallback');
      expect(aiRuleMessages('en')[reasoningPath]).toMatch(/^Fallback applied because the AI service failed/);
      expect(aiRuleMessages('zh')[reasoningPath]).toMatch(/^由于 AI 服务调用失败/);
    }
  });

  it('scores a careful, consistent plan well', () => {
    expect(fallbackAnalysis('logic', carefulAnswers)).toMatchObject({ consistencyScore: 7, conflictPoints: [] });
    expect(fallbackAnalysis('risk', carefulAnswers)).toMatchObject({ consistencyScore: 7, conflictPoints: [] });
    expect(fallbackAnalysis('bias', carefulAnswers)).toMatchObject({ consistencyScore: 2, conflictPoints: [] });
  });

  it('flags a conservative investor accepting a loss above 15%, but not one of exactly 15%', () => {
    const risk = (loss: string) => fallbackAnalysis('risk', { ...carefulAnswers, '1-3': 'conservative', '4-4': loss });
    expect(risk('最多亏损 20%')).toMatchObject({
      consistencyScore: 3,
      conflictPoints: ['ai.fallback.risk.conservativeHighLoss'],
    });
    expect(risk('15%').conflictPoints).toEqual([]);
  });

  it('flags an aggressive investor capping the loss below 10%, but not at exactly 10%', () => {
    const risk = (loss: string) => fallbackAnalysis('risk', { ...carefulAnswers, '1-3': 'aggressive', '4-4': loss });
    expect(risk('5%')).toMatchObject({ consistencyScore: 4, conflictPoints: ['ai.fallback.risk.aggressiveLowLoss'] });
    expect(risk('10%').conflictPoints).toEqual([]);
  });

  it('counts every recognised bias and the missing counter-measures', () => {
    const biased: Answers = { '6-1': 'yes', '6-2': 'yes', '6-3': 'yes', '6-4': 'yes', '6-5': 'no', '6-6': '' };
    expect(fallbackAnalysis('bias', biased)).toMatchObject({
      consistencyScore: 10,
      conflictPoints: [
        'ai.fallback.bias.anchoring',
        'ai.fallback.bias.overconfidence',
        'ai.fallback.bias.herd',
        'ai.fallback.bias.ignoringLosses',
        'ai.fallback.bias.noOpposingViews',
      ],
    });
  });

  it('stays within 0-10 and names only messages that have texts, for any answers', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('12%', 'stop at 8%', '止损 5%', '目标价 30', 'yes', 'no'));
    const answers = fc.dictionary(
      fc.constantFrom('1-3', '3-1', '3-2', '3-3', '4-1', '4-4', '6-1', '6-2', '6-3', '6-4', '6-5', '6-6'),
      fc.oneof(text, fc.constantFrom('conservative', 'moderate', 'aggressive'), fc.array(text)),
    );
    const en = aiRuleMessages('en');
    fc.assert(
      fc.property(answers, fc.constantFrom(...AI_ANALYSIS_KINDS), (given, kind) => {
        const result = fallbackAnalysis(kind, given);
        expect(result.consistencyScore).toBeGreaterThanOrEqual(0);
        expect(result.consistencyScore).toBeLessThanOrEqual(10);
        for (const key of [result.reasoningPath, ...result.conflictPoints, ...result.suggestions]) {
          expect(en[key]).toBeDefined();
        }
      }),
      { numRuns: 1000 },
    );
  });
});
