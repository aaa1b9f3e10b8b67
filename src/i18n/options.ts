/**
 * The i18next options every instance shares (the app's, and the ones stories
 * and tests create per language), apart from where the tables come from.
 */
import type { InitOptions } from 'i18next';
import type { Lang } from '../content/types';

export function sharedOptions(language: Lang): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
