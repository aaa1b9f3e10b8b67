/** The AI settings port the app passes to the settings dialog: the browser's settings store and the real service. */
import { isUsableBaseUrl, normalizeBaseUrl } from './base-url';
import { aiConfig } from './config';
import { defaultAiSettings, withDefaults } from './settings';
import type { AiSettingsPort } from './settings-port';
import { aiSettingsStore } from './settings-store';
import { testAiConnection } from './test-connection';

/** The rules a draft must pass, the same for the real port and the fakes stories use. */
export const aiSettingsRules: Pick<AiSettingsPort, 'defaults' | 'prepare' | 'timeoutSeconds'> = {
  defaults: defaultAiSettings,
  prepare(draft) {
    const settings = withDefaults(draft);
    const baseUrl = normalizeBaseUrl(settings.baseUrl);
    return isUsableBaseUrl(baseUrl) ? { ...settings, baseUrl } : undefined;
  },
  timeoutSeconds: Math.round(aiConfig.service.timeoutMs / 1000),
};

export const aiSettingsPort: AiSettingsPort = {
  ...aiSettingsRules,
  get: () => aiSettingsStore.get(),
  set: (next) => aiSettingsStore.set(next),
  subscribe: (listener) => aiSettingsStore.subscribe(listener),
  testConnection: (settings, signal, lang) => testAiConnection(settings, signal, { lang }),
};
