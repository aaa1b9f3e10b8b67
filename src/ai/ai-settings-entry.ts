/** The top bar's way to the AI settings: the store for the button, the port (and the rules file) when the dialog opens. */
import type { AiSettingsEntry } from './ai-settings-contract';
import { aiSettingsStore } from './settings-store';

export const aiSettingsEntry: AiSettingsEntry = {
  get: () => aiSettingsStore.get(),
  subscribe: (listener) => aiSettingsStore.subscribe(listener),
  loadPort: async () => (await import('./ai-settings-port')).aiSettingsPort,
};
