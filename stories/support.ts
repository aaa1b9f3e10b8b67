/**
 * Helpers for story play functions. Stories run in both languages (the test
 * projects in vitest.config.ts set the locale global), so assertions look texts
 * up through the same i18n tables instead of hard-coding one language.
 */
import type { i18n } from 'i18next';
import type { Lang } from '../src/content/types';
import { createI18n } from '../src/i18n';
import { translateDynamic } from '../src/i18n/dynamic';

export function storyLocale(context: { globals: Record<string, unknown> }): Lang {
  return context.globals.locale === 'en' ? 'en' : 'zh';
}

const instances = new Map<Lang, i18n>();

export function storyI18n(context: { globals: Record<string, unknown> }): i18n {
  const locale = storyLocale(context);
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * Translate "namespace:key" in the story's language. Throws on an unknown key,
 * so a story can never pass by asserting on a raw key.
 */
export function storyT(context: {
  globals: Record<string, unknown>;
}): (key: string, params?: Record<string, string | number>) => string {
  const instance = storyI18n(context);
  return (key, params) => {
    const text = translateDynamic(instance, key, params);
    if (text === null) throw new Error(`No translation for "${key}"`);
    return text;
  };
}
