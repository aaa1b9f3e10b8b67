/**
 * The AI analysis against a hostile or broken service (the local stand-in on
 * 127.0.0.1, real openai SDK, real HTTP): whatever the service sends, every
 * analysis ends within its time bound plus one second, with either an accepted
 * reply or the rule-based fallback, and nothing large is ever parsed. The same
 * behaviours run in Chromium against the built app in tests/e2e/hostile-ai.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_ANALYSIS_KINDS } from './config';
import { fallbackAnalysis } from './fallback';
import { runAiAnalysis } from './run-analysis';
import { carefulAnswers } from './testing/decision-answers';
import { NAMED_BEHAVIOURS } from './testing/fake-openai-server';
import { standInServiceForThisFile } from './testing/stand-in-service';

const KEY = 'test-only-key-hostile-5be1';
const MODEL = 'stand-in-chat-model';
const TIMING = { timeoutMs: 1500, retryDelayMs: 100, maxAttempts: 2 };
/** The longest an analysis may take: every attempt timing out, with the pauses between. */
const BOUND_MS = TIMING.maxAttempts * TIMING.timeoutMs + (TIMING.maxAttempts - 1) * TIMING.retryDelayMs;

const stand = standInServiceForThisFile({ apiKey: KEY, model: MODEL });

beforeEach(() => {
  stand.server.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function analyse() {
  const started = performance.now();
  const analysis = await runAiAnalysis({
    answers: carefulAnswers,
    lang: 'en',
    settings: stand.settings,
    timing: TIMING,
  });
  return { analysis, ms: performance.now() - started };
}

describe('the AI analysis against a hostile service', () => {
  it.each([
    ['an opening fence and 10 KB of blank lines', 'fence-blank-lines'],
    ['a reply that is not JSON', 'non-json'],
    ['an HTML page instead of JSON', 'html-page'],
    ['a 50 MB body', 'huge-50mb'],
    ['a body that trickles in for 60 s', 'trickle-60s'],
  ] as const)('falls back to the rules on %s, within the time bound', async (_name, mode) => {
    stand.server.respondWith(NAMED_BEHAVIOURS[mode]);
    const { analysis, ms } = await analyse();
    expect(ms).toBeLessThan(BOUND_MS + 1000);
    for (const kind of AI_ANALYSIS_KINDS) expect(analysis[kind]).toEqual(fallbackAnalysis(kind, carefulAnswers));
  });

  it('keeps texts named like object internals as plain texts', async () => {
    stand.server.respondWith(NAMED_BEHAVIOURS['prototype-names']);
    const { analysis } = await analyse();
    expect(analysis.logic.conflictPoints).toEqual(['constructor', '__proto__', 'toString']);
    expect(analysis.logic.source).toBe('api');
  });

  it('refuses the 50 MB body after its first quarter megabyte, with one attempt per analysis', async () => {
    stand.server.respondWith(NAMED_BEHAVIOURS['huge-50mb']);
    const heapBefore = process.memoryUsage().heapUsed;
    await analyse();
    expect(String(vi.mocked(console.warn).mock.calls[0])).toContain('reply-too-large');
    // Not retried: a service that sent 50 MB once will send it again.
    expect(stand.server.requests).toHaveLength(3);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024);
  });
});
