/** The AI step as the evaluation machine runs it, against the local stand-in for the AI service. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBank } from '../content/registry';
import { evaluateDecision } from '../scoring/evaluate-decision';
import type { AiSettings } from './ai-settings';
import { aiConfig } from './config';
import { enhanceEvaluation } from './enhance';
import { carefulAnswers } from './testing/decision-answers';
import { standInServiceForThisFile } from './testing/stand-in-service';

const KEY = 'test-only-key-e2a1';
const FAST = { timeoutMs: 300, retryDelayMs: 50 };
const bank = getBank(aiConfig.bank);
if (!bank) throw new Error(`the ${aiConfig.bank} bank is missing`);
const basic = evaluateDecision({ name: 'Dividend ETF', answers: carefulAnswers }, bank);

const stand = standInServiceForThisFile({ apiKey: KEY, model: 'any-model' });

beforeEach(() => {
  stand.server.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const enhance = (overrides: Partial<AiSettings> = {}, signal?: AbortSignal) =>
  enhanceEvaluation(basic, {
    answers: carefulAnswers,
    lang: 'en',
    settings: { ...stand.settings, ...overrides },
    signal,
    timing: FAST,
  });

describe('enhanceEvaluation', () => {
  it('returns the enhanced result when the service answers', async () => {
    stand.server.respondWith({ kind: 'ok', score: 9 });
    const result = await enhance();
    expect(result.apiEnhanced).toBe(true);
    expect(result.stageScores['3'].details?.apiLogicConsistency?.source).toBe('api');
    // Logic 9 lifts stage 3 by 4 points.
    expect(result.stageScores['3'].score).toBe(Math.min(100, basic.stageScores['3'].score + 4));
  });

  it('returns fallback-adjusted scores, not enhanced, when the service keeps failing', async () => {
    stand.server.respondWith({ kind: 'status', status: 500 });
    const result = await enhance();
    expect(result.apiEnhanced).toBe(false);
    expect(result.stageScores['6'].details?.apiCognitiveBiases?.source).toBe('fallback');
  });

  it('keeps the basic result, not enhanced, when the AI step cannot even start', async () => {
    const result = await enhance({ baseUrl: 'not a url' });
    expect(result).toEqual({ ...basic, apiEnhanced: false });
    expect(stand.server.requests).toHaveLength(0);
  });

  it('rejects on cancel so the caller saves nothing', async () => {
    stand.server.respondWith({ kind: 'hang' });
    const controller = new AbortController();
    const pending = enhance({}, controller.signal);
    await vi.waitFor(() => expect(stand.server.requests).toHaveLength(3), { timeout: 250, interval: 5 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
