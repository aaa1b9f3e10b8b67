import { useMessageText } from '../common/use-message-text';
import type { ChannelMessage } from './types';

/** A banner's message in the current language; unknown keys show the generic error text. */
export function useChannelText(message: ChannelMessage | null): string {
  return useMessageText().message(message) ?? '';
}
