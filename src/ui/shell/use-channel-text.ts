import { useTranslation } from 'react-i18next';
import { translateDynamic } from '../../i18n/dynamic';
import type { ChannelMessage } from './types';

/** Resolves a channel message in the current language; unknown keys show the generic error text. */
export function useChannelText(message: ChannelMessage | null): string {
  const { t, i18n } = useTranslation('common');
  if (!message) return '';
  return translateDynamic(i18n, message.key, message.params) ?? t('unknownError');
}
