/**
 * What the investor configures for the optional AI analysis. Defaults for the
 * base URL and model come from scoring-rules/ai-analysis.json, not from code.
 */
import { aiServiceConfig } from './service-config';

export interface AiSettings {
  /** The investor's own key. Empty means the AI analysis is off. Never logged, exported or stored in the database. */
  apiKey: string;
  /** Any OpenAI-compatible API, up to but excluding /chat/completions. */
  baseUrl: string;
  model: string;
  /** Keep a copy in this browser's localStorage. Off by default: the key then lives in memory only. */
  remember: boolean;
}

export function defaultAiSettings(): AiSettings {
  return {
    apiKey: '',
    baseUrl: aiServiceConfig.defaultBaseUrl,
    model: aiServiceConfig.defaultModel,
    remember: false,
  };
}

/** Settings with blanks replaced by the defaults, so a cleared field means "use the default". */
export function withDefaults(settings: AiSettings): AiSettings {
  const defaults = defaultAiSettings();
  return {
    apiKey: settings.apiKey.trim(),
    baseUrl: settings.baseUrl.trim() || defaults.baseUrl,
    model: settings.model.trim() || defaults.model,
    remember: settings.remember,
  };
}
