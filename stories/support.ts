/**
 * Helpers for story play functions. Stories run in both languages (the test
 * projects in vitest.config.ts set the locale global), so assertions look texts
 * up through the same i18n tables instead of hard-coding one language.
 */
import type { i18n } from 'i18next';
import type { Lang } from '../src/content/types';
import { createI18n } from '../src/i18n';
import { translateDynamic } from '../src/ui/common/use-message-text';

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

const TEXT_KEY = /^[a-z-]+:[A-Za-z0-9_.-]+$/;

/**
 * Story args that are texts hold i18n keys ("namespace:key"), so every text a
 * story shows comes from the app's tables in both languages. This turns such an
 * arg into text in the story's language; anything else (a designer typing into
 * a control) passes through unchanged.
 */
export function storyText(context: { globals: Record<string, unknown> }): <T>(value: T) => T | string {
  const t = storyT(context);
  return (value) => (typeof value === 'string' && TEXT_KEY.test(value) ? t(value) : value);
}

/** The docs page's usage note for a component (shown above its stories on the autodocs page). */
export function usage(note: string) {
  return { docs: { description: { component: note } } };
}

/**
 * For the performance stories of very long lists (10,000 rows): no visual baseline
 * (the page is as tall as every row, hundreds of thousands of pixels, and its first
 * screen is the picture of the lists' other stories). Axe runs: only the rows in
 * view are rendered.
 */
export const longListStory = { visual: false };
