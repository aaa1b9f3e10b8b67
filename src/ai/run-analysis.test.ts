/**
 * The AI analysis over the real openai SDK against src/ai/testing/fake-openai-server.ts,
 * a local HTTP server that stands in for the third-party OpenAI-compatible service.
 * Bounds are shortened (300 ms time limit, 100 ms pause) so the suite stays fast;
 * one real-clock test checks the shipped 15 s / 1 s bounds (skip it only with SKIP_SLOW_TESTS=1).
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Lang } from '../content/types';
import { AI_ANALYSIS_KINDS, type AiAnalysisKind, aiConfig } from './config';
import { fallbackAnalysis } from './fallback';
import { runAiAnalysis } from './run-analysis';
import { analysisOfPrompt, carefulAnswers } from './testing/decision-answers';
import type { FakeBehaviour, RecordedRequest } from './testing/fake-openai-server';
import { standInServiceForThisFile } from './testing/stand-in-service';

/** A made-up key that only the local stand-in server ever sees. */
const KEY = 'test-only-key-9f3c2a7e51d84b06';
const MODEL = 'stand-in-chat-model';
const FAST = { timeoutMs: 300, retryDelayMs: 100, maxAttempts: 3 };

const stand = standInServiceForThisFile({ apiKey: KEY, model: MODEL });
let consoleSpies: MockInstance[] = [];

beforeEach(() => {
  stand.server.reset();
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => {}),
  );
});

afterEach(() => {
  // Whatever happened in the test, the key reached no log line.
  for (const spy of consoleSpies) {
    expect(JSON.stringify(spy.mock.calls.map((call) => call.map(String)))).not.toContain(KEY);
  }
  vi.restoreAllMocks();
});

function kindOf(request: RecordedRequest): AiAnalysisKind | undefined {
  return analysisOfPrompt(request.body?.messages?.[1]?.content ?? '');
}

/** Answers each analysis by its own script; the last behaviour repeats. */
function byAnalysis(
  scripts: Partial<Record<AiAnalysisKind, FakeBehaviour[]>>,
  otherwise: FakeBehaviour = { kind: 'ok' },
) {
  return (request: RecordedRequest): FakeBehaviour => {
    const kind = kindOf(request);
    const script = kind ? scripts[kind] : undefined;
    if (!script || !kind) return otherwise;
    const attempt = stand.server.requests.filter((r) => kindOf(r) === kind).length - 1;
    return script[Math.min(attempt, script.length - 1)] ?? otherwise;
  };
}

function attemptsOf(kind: AiAnalysisKind): RecordedRequest[] {
  return stand.server.requests.filter((request) => kindOf(request) === kind);
}

function run(lang: Lang = 'en', signal?: AbortSignal) {
  return runAiAnalysis({ answers: carefulAnswers, lang, settings: stand.settings, signal, timing: FAST });
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('runAiAnalysis against an OpenAI-compatible service', () => {
  it('sends the three analyses in parallel, each once, as one system and one user message asking for JSON', async () => {
    stand.server.respondWith(byAnalysis({ logic: [{ kind: 'ok', score: 7 }], risk: [{ kind: 'ok', score: 9 }] }));
    const analysis = await run();

    expect(stand.server.requests).toHaveLength(3);
    expect(new Set(stand.server.requests.map(kindOf))).toEqual(new Set(AI_ANALYSIS_KINDS));
    const arrivals = stand.server.requests.map((request) => request.at);
    // All three left before any answer could come back: they run side by side, not one after another.
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(FAST.timeoutMs);
    for (const request of stand.server.requests) {
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.body?.model).toBe(MODEL);
      expect(request.body?.response_format).toEqual({ type: 'json_object' });
      expect(request.body?.messages?.map((message) => message.role)).toEqual(['system', 'user']);
      // The SDK's own retries are off: every attempt is ours and counted.
      expect(request.headers['x-stainless-retry-count']).toBe('0');
    }
    expect(analysis.logic).toMatchObject({ source: 'api', consistencyScore: 7 });
    expect(analysis.risk).toMatchObject({ source: 'api', consistencyScore: 9 });
    expect(analysis.bias).toMatchObject({ source: 'api', consistencyScore: 8 });
    expect(analysis.logic.conflictPoints).toEqual(['The stop-loss is wider than the stated maximum loss.']);
  });

  it('sends each analysis only its own answers', async () => {
    await run();
    const sent = (kind: AiAnalysisKind) => attemptsOf(kind)[0]?.body?.messages?.[1]?.content ?? '';
    expect(sent('logic')).toContain(carefulAnswers['3-3'] as string);
    expect(sent('logic')).not.toContain(carefulAnswers['4-4'] as string);
    expect(sent('risk')).toContain(carefulAnswers['4-4'] as string);
    expect(sent('risk')).toContain('moderate (10-25%)');
    expect(sent('bias')).toContain(carefulAnswers['6-6'] as string);
    // Nothing of the decision beyond the configured answers leaves the browser.
    for (const request of stand.server.requests)
      expect(JSON.stringify(request.body)).not.toContain(carefulAnswers['1-1']);
  });

  it.each(['en', 'zh'] as const)('asks for the reply in the UI language (%s)', async (lang) => {
    await run(lang);
    for (const kind of AI_ANALYSIS_KINDS) {
      const [system, user] = attemptsOf(kind)[0]?.body?.messages ?? [];
      expect(system?.content).toBe(aiConfig.analyses[kind].system[lang]);
      expect(user?.content).toContain(aiConfig.analyses[kind].fields[0]?.label[lang]);
    }
  });

  it('retries an empty reply after the pause and uses the reply that follows', async () => {
    stand.server.respondWith(byAnalysis({ logic: [{ kind: 'empty' }, { kind: 'ok', score: 6 }] }));
    const analysis = await run();
    const [first, second] = attemptsOf('logic');
    expect(attemptsOf('logic')).toHaveLength(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(FAST.retryDelayMs - 20);
    expect(analysis.logic).toMatchObject({ source: 'api', consistencyScore: 6 });
    expect(attemptsOf('risk')).toHaveLength(1);
  });

  it('falls back after three empty replies', async () => {
    stand.server.respondWith({ kind: 'empty' });
    const { value: analysis, ms } = await timed(run());
    for (const kind of AI_ANALYSIS_KINDS) {
      expect(attemptsOf(kind)).toHaveLength(3);
      expect(analysis[kind]).toEqual(fallbackAnalysis(kind, carefulAnswers));
    }
    expect(ms).toBeGreaterThanOrEqual(2 * FAST.retryDelayMs - 5);
    expect(ms).toBeLessThan(2 * FAST.retryDelayMs + 1500);
  });

  it.each([
    ['garbage', { kind: 'garbage' }],
    ['JSON without a numeric score or the lists', { kind: 'incomplete' }],
    ['a score above 10', { kind: 'ok', content: '{"consistencyScore": 11, "conflictPoints": [], "suggestions": []}' }],
    [
      'lists that are not arrays',
      { kind: 'ok', content: '{"consistencyScore": 5, "conflictPoints": "none", "suggestions": []}' },
    ],
  ] as [string, FakeBehaviour][])('falls back at once on %s', async (_name, behaviour) => {
    stand.server.respondWith(byAnalysis({ risk: [behaviour] }));
    const analysis = await run();
    expect(attemptsOf('risk')).toHaveLength(1);
    expect(analysis.risk).toEqual(fallbackAnalysis('risk', carefulAnswers));
    expect(analysis.logic.source).toBe('api');
  });

  it.each([
    ['rate limit (429)', { kind: 'status', status: 429 }],
    ['server error (500)', { kind: 'status', status: 500 }],
    ['closed connection', { kind: 'close' }],
  ] as [string, FakeBehaviour][])(
    'retries a %s three times, one pause apart, then falls back',
    async (_name, behaviour) => {
      stand.server.respondWith(byAnalysis({ bias: [behaviour] }));
      const analysis = await run();
      const attempts = attemptsOf('bias');
      expect(attempts).toHaveLength(3);
      for (let i = 1; i < attempts.length; i += 1) {
        expect((attempts[i]?.at ?? 0) - (attempts[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(FAST.retryDelayMs - 20);
      }
      expect(analysis.bias).toMatchObject({ source: 'fallback', reasoningPath: 'ai.fallback.bias.reasoning' });
      expect(analysis.logic.source).toBe('api');
    },
  );

  it('recovers when a retry succeeds', async () => {
    stand.server.respondWith(
      byAnalysis({ logic: [{ kind: 'status', status: 500 }, { kind: 'status', status: 429 }, { kind: 'ok' }] }),
    );
    const analysis = await run();
    expect(attemptsOf('logic')).toHaveLength(3);
    expect(analysis.logic.source).toBe('api');
  });

  it('gives up on a hanging service after three time limits and two pauses', async () => {
    stand.server.respondWith({ kind: 'hang' });
    const { value: analysis, ms } = await timed(run());
    const bound = 3 * FAST.timeoutMs + 2 * FAST.retryDelayMs;
    expect(ms).toBeGreaterThanOrEqual(bound - 5);
    expect(ms).toBeLessThan(bound + 1000);
    for (const kind of AI_ANALYSIS_KINDS) {
      const attempts = attemptsOf(kind);
      expect(attempts).toHaveLength(3);
      // Each new attempt starts one time limit plus one pause after the previous.
      const gap = (attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0);
      // Measured where the server sees requests arrive, so allow for network jitter.
      expect(gap).toBeGreaterThanOrEqual(FAST.timeoutMs + FAST.retryDelayMs - 50);
      expect(gap).toBeLessThan(FAST.timeoutMs + FAST.retryDelayMs + 300);
      expect(analysis[kind].source).toBe('fallback');
    }
  });

  it('does not retry a refused key: the next attempt would be refused too', async () => {
    const analysis = await runAiAnalysis({
      answers: carefulAnswers,
      lang: 'en',
      settings: { ...stand.settings, apiKey: 'test-only-wrong-key' },
      timing: FAST,
    });
    expect(stand.server.requests).toHaveLength(3);
    for (const kind of AI_ANALYSIS_KINDS) expect(analysis[kind].source).toBe('fallback');
  });

  it('mixes results: one analysis from the service, the others from the rules', async () => {
    stand.server.respondWith(byAnalysis({ risk: [{ kind: 'garbage' }], bias: [{ kind: 'status', status: 500 }] }));
    const analysis = await run();
    expect(AI_ANALYSIS_KINDS.map((kind) => analysis[kind].source)).toEqual(['api', 'fallback', 'fallback']);
  });

  it('stops every request at once when cancelled, and sends no more', async () => {
    stand.server.respondWith({ kind: 'hang' });
    const controller = new AbortController();
    const pending = run('en', controller.signal);
    await vi.waitFor(() => expect(stand.server.requests).toHaveLength(3), { timeout: FAST.timeoutMs, interval: 5 });
    const cancelledAt = performance.now();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // Sooner than a single time limit: nothing waits for the hanging requests.
    expect(performance.now() - cancelledAt).toBeLessThan(FAST.timeoutMs);
    // Longer than a time limit and a pause: no retry may start after a cancel.
    await new Promise((resolve) => setTimeout(resolve, FAST.timeoutMs + FAST.retryDelayMs + 100));
    expect(stand.server.requests).toHaveLength(3);
  });

  it('refuses to start without a key or with an unusable base URL', async () => {
    await expect(
      runAiAnalysis({ answers: {}, lang: 'en', settings: { ...stand.settings, apiKey: ' ' } }),
    ).rejects.toMatchObject({ kind: 'no-key' });
    await expect(
      runAiAnalysis({ answers: {}, lang: 'en', settings: { ...stand.settings, baseUrl: 'ftp://example.org' } }),
    ).rejects.toMatchObject({ kind: 'invalid-url' });
    expect(stand.server.requests).toHaveLength(0);
  });
});

describe.skipIf(process.env.SKIP_SLOW_TESTS === '1')('the shipped bounds, on the real clock (slow lane)', () => {
  it('waits 15 s for an attempt, pauses 1 s, then tries again', { timeout: 30_000 }, async () => {
    expect(aiConfig.service).toMatchObject({ timeoutMs: 15_000, retryDelayMs: 1_000, maxAttempts: 3 });
    stand.server.respondWith((_request, index) => (index < 3 ? { kind: 'hang' } : { kind: 'ok' }));
    const { value: analysis, ms } = await timed(
      runAiAnalysis({ answers: carefulAnswers, lang: 'zh', settings: stand.settings }),
    );
    expect(ms).toBeGreaterThanOrEqual(16_000 - 5);
    expect(ms).toBeLessThan(16_000 + 1_500);
    for (const kind of AI_ANALYSIS_KINDS) {
      expect(attemptsOf(kind)).toHaveLength(2);
      expect(analysis[kind].source).toBe('api');
    }
  });
});
