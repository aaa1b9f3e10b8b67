/**
 * Texts that travel as data — machine messages and store errors — resolved in
 * the current language. Unknown keys never reach the screen raw. (Scoring rule
 * keys: use-rule-text.ts, apart so the sign-in screen never loads the rule files.)
 */

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreError } from '../../data/store-error';
import { translateDynamic } from '../../i18n/dynamic';
import { errorKey } from '../../i18n/error-key';
import { type Message, resolveMessage } from '../../machines/machine-messages';

/** Machine messages and thrown errors → text; null in, null out. */
export function useMessageText() {
  const { t, i18n } = useTranslation('common');
  const translate = useCallback(
    (key: string, params: Record<string, string | number>) => translateDynamic(i18n, key, params) ?? t('unknownError'),
    [i18n, t],
  );
  const message = useCallback(
    (value: Message | null | undefined): string | null => (value ? resolveMessage(value, translate) : null),
    [translate],
  );
  const error = useCallback(
    (value: unknown): string =>
      value instanceof StoreError ? translate(errorKey(value.messageKey), value.params) : t('unknownError'),
    [translate, t],
  );
  return { message, error };
}
