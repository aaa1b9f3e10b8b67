/**
 * Texts that travel as data — machine messages, store errors, scoring rule keys —
 * resolved in the current language. Unknown keys never reach the screen raw.
 */

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreError } from '../../data/errors';
import { translateDynamic } from '../../i18n/dynamic';
import { errorKey } from '../../i18n/keys';
import { useLang } from '../../i18n/use-lang';
import { type Message, resolveMessage } from '../../machines/messages';
import { ruleText as scoringRuleText } from '../../scoring/messages';

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

/** Scoring and AI-fallback message keys → text. Text that is not a key (an AI service's own words) comes back as is. */
export function useRuleText(): (key: string, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, params) => scoringRuleText(key, lang, params), [lang]);
}
