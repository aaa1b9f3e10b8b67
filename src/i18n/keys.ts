/**
 * Plain helpers over language codes and message keys, free of i18next, so the
 * machines use the same rules as the screens.
 */
import type { Lang } from '../content/types';

/** The app's language for an i18next language code: English for any `en…`, Chinese otherwise. */
export function langOf(language: string | undefined): Lang {
  return language?.startsWith('en') ? 'en' : 'zh';
}

/** A store error's message key, in the `errors` namespace unless it names its own ("editor:…"). */
export function errorKey(key: string): string {
  return key.includes(':') ? key : `errors:${key}`;
}

/** The `lang` attribute for a UI language (screen readers, fonts, hyphenation). */
export function htmlLang(language: Lang): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
