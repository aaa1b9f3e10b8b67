/**
 * What the shell shows, as the shell needs it: the composition root keeps the
 * settings and the message channel and hands them down in these shapes.
 */

import type { UserMessage } from '../../i18n/user-message';

export type ThemeSetting = 'light' | 'dark' | 'system';

/** One banner message, as data so it follows the language. */
export interface ChannelMessage extends UserMessage {
  id: number;
}
