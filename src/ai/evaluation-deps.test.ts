/** The evaluation machine's AI dependencies against the local stand-in for the AI service. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBank } from '../content/registry';
import type { Bank } from '../content/types';
import { decision } from '../machines/testing/fakes';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { AI_ANALYSIS_KINDS, aiConfig } from './config';
import { createAiEvaluationDeps } from './evaluation-deps';
import { createAiSettingsStore } from './settings-store';
import { carefulAnswers } from './testing/decision-answers';
import { standInServiceForThisFile } from './testing/stand-in-service';

const KEY = 'test-only-key-3c5e';
const stand = standInServiceForThisFile({ apiKey: KEY, model: 'any-model' });
const bank = getBank(aiConfig.bank) as Bank;
const checkpoint = decision({ name: 'Utilities ETF', answers: carefulAnswers, completed: true });
const basic = evaluateDecision(checkpoint, bank);

beforeEach(() => {
  stand.server.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function deps(lang: 'en' | 'zh' = 'en') {
  const store = createAiSettingsStore(() => undefined);
  return { store, deps: createAiEvaluationDeps({ lang: () => lang, settings: () => store.get() }) };
}

describe('createAiEvaluationDeps', () => {
  it('has a key exactly while one is configured', () => {
    const { store, deps: ai } = deps();
    expect(ai.hasAiKey()).toBe(false);
    store.set({ ...stand.settings });
    expect(ai.hasAiKey()).toBe(true);
    store.wipeKeys();
    expect(ai.hasAiKey()).toBe(false);
  });

  it('enhances the result with the answers of the decision, asking in the UI language of the moment', async () => {
    const { store, deps: ai } = deps('zh');
    store.set(stand.settings);
    const result = await ai.analyzeWithAi({ decision: checkpoint, bank, result: basic }, new AbortController().signal);
    expect(result.apiEnhanced).toBe(true);
    expect(stand.server.requests).toHaveLength(3);
    const systemPrompts = stand.server.requests.map((request) => request.body?.messages?.[0]?.content);
    expect(systemPrompts.sort()).toEqual(AI_ANALYSIS_KINDS.map((kind) => aiConfig.analyses[kind].system.zh).sort());
  });

  it('leaves decisions of another bank alone: the prompts name this bank’s questions', async () => {
    const { store, deps: ai } = deps();
    store.set(stand.settings);
    const other = { ...bank, id: 'another-bank' };
    const result = await ai.analyzeWithAi(
      { decision: checkpoint, bank: other, result: basic },
      new AbortController().signal,
    );
    expect(result).toEqual({ ...basic, apiEnhanced: false });
    expect(stand.server.requests).toHaveLength(0);
  });
});
