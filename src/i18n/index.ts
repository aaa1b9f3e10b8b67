/**
 * i18next setup shared by the app, Storybook and tests. Creates an instance per
 * call so stories and tests can render both languages side by side.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../content/types';
import { en, namespaces, zh } from './resources';
import { RULES_NAMESPACE, rulesResources } from './rules-namespace';

export function createI18n(language: Lang): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    ns: [...namespaces, RULES_NAMESPACE],
    defaultNS: 'common',
    resources: {
      en: { ...en, [RULES_NAMESPACE]: rulesResources('en') },
      zh: { ...zh, [RULES_NAMESPACE]: rulesResources('zh') },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
