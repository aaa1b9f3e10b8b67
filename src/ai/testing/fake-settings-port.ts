/**
 * An AiSettingsPort for stories and component tests: settings in memory, and a
 * connection test that answers with a scripted result (after an optional
 * delay, honouring cancel) instead of calling any service.
 */
import { type AiSettings, defaultAiSettings } from '../ai-settings';
import type { AiSettingsEntry, AiSettingsPort } from '../ai-settings-contract';
import { aiSettingsRules } from '../ai-settings-port';
import { createAiSettingsStore } from '../settings-store';
import type { ConnectionTestResult } from '../test-connection';

export interface FakeAiSettingsPort extends AiSettingsPort {
  /** Settings each connection test was asked for, in order. */
  tested: AiSettings[];
}

export function createFakeAiSettingsPort(
  options: { initial?: Partial<AiSettings>; result?: ConnectionTestResult; delayMs?: number } = {},
): FakeAiSettingsPort {
  const store = createAiSettingsStore(() => undefined);
  store.set({ ...defaultAiSettings(), ...options.initial });
  const tested: AiSettings[] = [];
  return {
    ...aiSettingsRules,
    tested,
    get: () => store.get(),
    set: (next) => store.set(next),
    subscribe: (listener) => store.subscribe(listener),
    testConnection: (settings, signal) => {
      tested.push(settings);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(options.result ?? { ok: true, latencyMs: 420 }), options.delayMs ?? 0);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    },
  };
}

/** The top bar button's view of a port (as the app's aiSettingsEntry is of the real one). */
export function entryOf(port: AiSettingsPort): AiSettingsEntry {
  return { get: () => port.get(), subscribe: (listener) => port.subscribe(listener), loadPort: async () => port };
}
