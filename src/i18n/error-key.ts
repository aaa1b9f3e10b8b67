/**
 * How an error's message key becomes an i18n key, free of i18next, so the
 * machines qualify keys by the same rule as the screens.
 */

/** A store error's message key, in the `errors` namespace unless it names its own ("editor:…"). */
export function errorKey(key: string): string {
  return key.includes(':') ? key : `errors:${key}`;
}
