/**
 * The investor's key goes to the configured AI endpoint in the Authorization
 * header and nowhere else: not into a URL, a log line, the evaluation result
 * (which is what the database stores and the export writes), an error, or this
 * device's storage unless the investor chose "remember".
 */
import { describe, expect, it, vi } from 'vitest';
import { getBank } from '../content/registry';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { aiConfig } from './config';
import { enhanceEvaluation } from './enhance';
import { createAiSettingsStore } from './settings-store';
import { testAiConnection } from './test-connection';
import { carefulAnswers } from './testing/decision-answers';
import type { FakeBehaviour } from './testing/fake-openai-server';
import { memoryStorage } from './testing/memory-storage';
import { standInServiceForThisFile } from './testing/stand-in-service';

const KEY = 'test-only-key-7b0d93c4a1e2f5';
const bank = getBank(aiConfig.bank);
if (!bank) throw new Error(`the ${aiConfig.bank} bank is missing`);
const basic = evaluateDecision({ name: 'Bond ladder', answers: carefulAnswers }, bank);

const stand = standInServiceForThisFile({ apiKey: KEY, model: 'any-model' });

describe('the AI key', () => {
  it.each([
    ['answers well', { kind: 'ok' }],
    ['fails', { kind: 'status', status: 500 }],
    ['hangs', { kind: 'hang' }],
    ['drops the connection', { kind: 'close' }],
    ['refuses the key', { kind: 'status', status: 401 }],
  ] as [string, FakeBehaviour][])(
    'reaches only the Authorization header when the service %s',
    async (_name, behaviour) => {
      stand.server.reset();
      stand.server.respondWith(behaviour);
      const logs = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(() => {}),
      );
      const device = memoryStorage();
      const store = createAiSettingsStore(() => device);
      store.set(stand.settings);

      const result = await enhanceEvaluation(basic, {
        answers: carefulAnswers,
        lang: 'zh',
        settings: store.get(),
        timing: { timeoutMs: 200, retryDelayMs: 20 },
      });
      const connection = await testAiConnection(store.get(), undefined, { timeoutMs: 200 });

      // The evaluation result is what the database stores and what the export writes.
      expect(JSON.stringify(result)).not.toContain(KEY);
      expect(JSON.stringify(connection)).not.toContain(KEY);
      for (const spy of logs) expect(JSON.stringify(spy.mock.calls.map((call) => call.map(String)))).not.toContain(KEY);
      expect(device.dump()).not.toContain(KEY);
      expect(stand.server.requests.length).toBeGreaterThan(0);
      for (const request of stand.server.requests) {
        expect(request.path).not.toContain(KEY);
        expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
        const otherHeaders = Object.entries(request.headers).filter(([name]) => name !== 'authorization');
        expect(JSON.stringify(otherHeaders)).not.toContain(KEY);
        expect(JSON.stringify(request.body)).not.toContain(KEY);
      }
      vi.restoreAllMocks();
    },
  );

  it('is stored on the device only when the investor chose to remember it, and wiped on sign-out', () => {
    const device = memoryStorage();
    const store = createAiSettingsStore(() => device);
    store.set({ ...store.get(), apiKey: KEY });
    expect(device.dump()).not.toContain(KEY);
    store.set({ ...store.get(), remember: true });
    expect(device.dump()).toContain(KEY);
    store.wipeKeys();
    expect(device.dump()).not.toContain(KEY);
  });
});
