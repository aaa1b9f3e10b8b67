/**
 * Helpers for story play functions. Stories run in both languages (the test
 * projects in vite.config.ts set the locale global), so assertions look texts
 * up through the same i18n tables instead of hard-coding one language.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../src/content/types';
import { createI18n } from '../src/i18n';

export function storyLocale(context: { globals: Record<string, unknown> }): Lang {
  return context.globals.locale === 'en' ? 'en' : 'zh';
}

const cache = new Map<Lang, TFunction>();

/** The translate function for the story's current language. */
export function storyT(context: { globals: Record<string, unknown> }): TFunction {
  const locale = storyLocale(context);
  let t = cache.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    cache.set(locale, t);
  }
  return t;
}
