/**
 * What the AI settings dialog may do, as one port: read and save the settings,
 * follow changes, test a connection, and apply the rules a draft must pass
 * (defaults for blank fields, a usable base URL). The app passes
 * `aiSettingsPort` (ai-settings-port.ts); stories and component tests pass
 * fakes. The UI imports only these types, so it never reaches the service or
 * the rules file itself.
 */
import type { Lang } from '../content/types';
import type { AiSettings } from './ai-settings';
import type { ConnectionTestResult } from './test-connection';

export type { AiSettings, ConnectionTestResult };

export interface AiSettingsPort {
  get(): AiSettings;
  set(next: AiSettings): void;
  subscribe(listener: () => void): () => void;
  testConnection(settings: AiSettings, signal: AbortSignal, lang: Lang): Promise<ConnectionTestResult>;
  /** What a blank base URL or model stands for. */
  defaults(): AiSettings;
  /**
   * The settings as they will be used (blanks become the defaults, the base URL
   * loses trailing slashes), or undefined when the base URL cannot be used.
   */
  prepare(draft: AiSettings): AiSettings | undefined;
  /** How long a connection test waits for an answer, for the text that says it did not. */
  timeoutSeconds: number;
}

/**
 * What the top bar's button reads on every visit: the saved settings, kept
 * current (the dot says whether a key is set). The whole port, with the rules
 * a draft must pass, loads with the dialog.
 */
export interface AiSettingsEntry extends Pick<AiSettingsPort, 'get' | 'subscribe'> {
  loadPort(): Promise<AiSettingsPort>;
}
