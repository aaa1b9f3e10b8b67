import { useTranslation } from 'react-i18next';
import type { ChannelMessage } from '../../app/message-channel';
import { translateDynamic } from '../../i18n/dynamic';

/** Resolves a channel message in the current language; unknown keys show the generic error text. */
export function useChannelText(message: ChannelMessage | null): string {
  const { t, i18n } = useTranslation('common');
  if (!message) return '';
  return translateDynamic(i18n, message.key, message.params) ?? t('unknownError');
}
