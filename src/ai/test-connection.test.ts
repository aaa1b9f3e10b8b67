/** testAiConnection over the real SDK against the local stand-in for the OpenAI-compatible service. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiSettings } from './ai-settings';
import { aiConfig } from './config';
import { testAiConnection } from './test-connection';
import { type FakeBehaviour, startFakeOpenAiServer } from './testing/fake-openai-server';
import { standInServiceForThisFile } from './testing/stand-in-service';

const KEY = 'test-only-key-c0ffee';
const MODEL = 'stand-in-chat-model';
const stand = standInServiceForThisFile({ apiKey: KEY, model: MODEL });

beforeEach(() => {
  stand.server.reset();
  stand.server.respondWith({ kind: 'ok', content: '{"ok": true}' });
});

describe('testAiConnection', () => {
  it('succeeds with one small request, exactly as the analysis sends it', async () => {
    const result = await testAiConnection(stand.settings, undefined, { lang: 'zh' });
    expect(result).toMatchObject({ ok: true });
    expect(stand.server.requests).toHaveLength(1);
    const [request] = stand.server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body?.response_format).toEqual({ type: 'json_object' });
    expect(request?.body?.messages?.[0]?.content).toBe(aiConfig.connectionTest.system.zh);
  });

  it('accepts a base URL written with a trailing slash', async () => {
    expect(await testAiConnection({ ...stand.settings, baseUrl: `${stand.server.baseUrl}/` })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['a refused key', { apiKey: 'test-only-wrong-key' }, 'auth'],
    ['an unknown model', { model: 'no-such-model' }, 'not-found'],
    ['a base URL without the /v1 path', { baseUrl: 'BASE' }, 'not-found'],
    ['no key', { apiKey: '' }, 'no-key'],
    ['a base URL that is not http(s)', { baseUrl: 'javascript:alert(1)' }, 'invalid-url'],
  ] as [string, Partial<AiSettings>, string][])('names %s', async (_name, change, kind) => {
    const baseUrl = change.baseUrl?.replace('BASE', stand.server.baseUrl.replace(/\/v1$/, ''));
    const result = await testAiConnection({ ...stand.settings, ...change, ...(baseUrl ? { baseUrl } : {}) });
    expect(result).toEqual({ ok: false, kind });
  });

  it.each([
    ['a rate limit', { kind: 'status', status: 429 }, 'rate-limit'],
    ['a server failure', { kind: 'status', status: 503 }, 'server'],
    ['a dropped connection', { kind: 'close' }, 'network'],
    ['an empty reply', { kind: 'empty' }, 'empty-reply'],
    ['a hang past the time limit', { kind: 'hang' }, 'timeout'],
  ] as [string, FakeBehaviour, string][])('names %s, after a single attempt', async (_name, behaviour, kind) => {
    stand.server.respondWith(behaviour);
    expect(await testAiConnection(stand.settings, undefined, { timeoutMs: 300 })).toEqual({ ok: false, kind });
    expect(stand.server.requests).toHaveLength(1);
  });

  it('names a service nobody answers at as a network failure', async () => {
    const gone = await startFakeOpenAiServer();
    await gone.close();
    expect(await testAiConnection({ ...stand.settings, baseUrl: gone.baseUrl })).toEqual({
      ok: false,
      kind: 'network',
    });
  });

  it('rejects when cancelled', async () => {
    stand.server.respondWith({ kind: 'hang' });
    const controller = new AbortController();
    const pending = testAiConnection(stand.settings, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
