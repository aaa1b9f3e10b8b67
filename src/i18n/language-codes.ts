/**
 * Plain helpers over language codes, free of i18next, so the shell, the form
 * and the settings read a language the same way.
 */
import type { Lang } from '../content/types';

/** The app's language for an i18next language code: English for any `en…`, Chinese otherwise. */
export function langOf(language: string | undefined): Lang {
  return language?.startsWith('en') ? 'en' : 'zh';
}

/** The `lang` attribute for a UI language (screen readers, fonts, hyphenation). */
export function htmlLang(language: Lang): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
