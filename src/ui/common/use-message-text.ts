/**
 * The one place a UserMessage (src/i18n/user-message.ts) becomes words on
 * screen: machine messages, thrown errors, banner messages and field problems
 * all resolve here, in the current language. Keys come from data rather than
 * source code, so they are checked at runtime: an unknown key shows the generic
 * error text, never a raw key. (Scoring rule keys: use-rule-text.ts, apart so
 * the sign-in screen never loads the rule files.)
 */
import type { i18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveMessage, storeErrorMessage, type UserMessage } from '../../i18n/user-message';

type UntypedExists = (key: string, options?: Record<string, unknown>) => boolean;

/** `fullKey` is "namespace:key" (or a key in `common`); null when the tables lack it. */
export function translateDynamic(
  instance: i18n,
  fullKey: string,
  params?: Record<string, string | number>,
): string | null {
  const separator = fullKey.indexOf(':');
  const ns = separator > 0 ? fullKey.slice(0, separator) : 'common';
  const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
  const exists = instance.exists as unknown as UntypedExists;
  // With the params, a plural family (key_one, key_other) exists for the count it is asked with.
  if (!key || !exists(key, { ns, ...params })) return null;
  const t = instance.t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  // A key naming a group of texts is not a text: asked for objects, i18next hands the group back instead of a warning string.
  const text = t(key, { ns, ...params, returnObjects: true });
  return typeof text === 'string' ? text : null;
}

const UNKNOWN_ERROR = 'common:unknownError';

/** Messages and thrown errors → text in the current language; null in, null out. */
export function useMessageText() {
  const { t, i18n } = useTranslation('common');
  const translate = useCallback(
    (key: string, params: Record<string, string | number>) => translateDynamic(i18n, key, params) ?? t('unknownError'),
    [i18n, t],
  );
  const message = useCallback(
    (value: UserMessage | null | undefined): string | null => (value ? resolveMessage(value, translate) : null),
    [translate],
  );
  const error = useCallback(
    (value: unknown): string => resolveMessage(storeErrorMessage(value) ?? { key: UNKNOWN_ERROR }, translate),
    [translate],
  );
  return { message, error };
}
