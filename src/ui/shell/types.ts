/**
 * What the shell shows, as the shell needs it: the composition root keeps the
 * settings and the message channel and hands them down in these shapes.
 */

export type ThemeSetting = 'light' | 'dark' | 'system';

/** One banner message; an i18n key so it follows the language. */
export interface ChannelMessage {
  id: number;
  /** i18n key with namespace, e.g. "common:unknownError". */
  key: string;
  params?: Record<string, string | number>;
}
