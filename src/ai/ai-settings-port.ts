/** The AI settings port the app passes to the settings dialog: the browser's settings store and the real service. */
import { defaultAiSettings, withDefaults } from './ai-settings';
import type { AiSettingsPort } from './ai-settings-contract';
import { isUsableBaseUrl, normalizeBaseUrl } from './base-url';
import { aiServiceConfig } from './service-config';
import { aiSettingsStore } from './settings-store';

/** The rules a draft must pass, the same for the real port and the fakes stories use. */
export const aiSettingsRules: Pick<AiSettingsPort, 'defaults' | 'prepare' | 'timeoutSeconds'> = {
  defaults: defaultAiSettings,
  prepare(draft) {
    const settings = withDefaults(draft);
    const baseUrl = normalizeBaseUrl(settings.baseUrl);
    return isUsableBaseUrl(baseUrl) ? { ...settings, baseUrl } : undefined;
  },
  timeoutSeconds: Math.round(aiServiceConfig.timeoutMs / 1000),
};

export const aiSettingsPort: AiSettingsPort = {
  ...aiSettingsRules,
  get: () => aiSettingsStore.get(),
  set: (next) => aiSettingsStore.set(next),
  subscribe: (listener) => aiSettingsStore.subscribe(listener),
  // The connection test brings the SDK transport and the prompts: loaded when the person first runs it.
  testConnection: async (settings, signal, lang) =>
    (await import('./test-connection')).testAiConnection(settings, signal, { lang }),
};
