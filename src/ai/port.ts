/**
 * What the AI settings dialog may do, as one port: read and save the settings,
 * follow changes, and test a connection. The app passes `aiSettingsPort`;
 * stories and component tests pass fakes, so the UI never calls the service itself.
 */
import type { Lang } from '../content/types';
import type { AiSettings } from './settings';
import { aiSettingsStore } from './settings-store';
import { type ConnectionTestResult, testAiConnection } from './test-connection';

export interface AiSettingsPort {
  get(): AiSettings;
  set(next: AiSettings): void;
  subscribe(listener: () => void): () => void;
  testConnection(settings: AiSettings, signal: AbortSignal, lang: Lang): Promise<ConnectionTestResult>;
}

export const aiSettingsPort: AiSettingsPort = {
  get: () => aiSettingsStore.get(),
  set: (next) => aiSettingsStore.set(next),
  subscribe: (listener) => aiSettingsStore.subscribe(listener),
  testConnection: (settings, signal, lang) => testAiConnection(settings, signal, { lang }),
};
