/**
 * Translating keys that come from data (store errors, machine messages, rule
 * messages) rather than from source code. Static keys go through the typed `t`;
 * these are checked at runtime instead: an unknown key yields `null` so callers
 * can show a generic message instead of a raw key.
 */
import type { i18n } from 'i18next';

type UntypedExists = (key: string, options?: Record<string, unknown>) => boolean;

/** `fullKey` is "namespace:key" (or a key in the default namespace). */
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
