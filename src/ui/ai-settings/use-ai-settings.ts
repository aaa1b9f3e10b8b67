/** The saved AI settings, kept current as they change (e.g. wiped on sign-out in another part of the app). */
import { useSyncExternalStore } from 'react';
import type { AiSettings, AiSettingsPort } from '../../ai/ai-settings-contract';

export function useAiSettings(port: Pick<AiSettingsPort, 'get' | 'subscribe'>): AiSettings {
  return useSyncExternalStore(port.subscribe, port.get, port.get);
}
