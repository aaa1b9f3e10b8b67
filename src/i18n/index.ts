/**
 * i18next with every table of both languages at hand, for Storybook and tests:
 * an instance per call, so stories and tests render both languages side by
 * side. The app itself loads the tables it needs as it needs them (app-i18n.ts).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../content/types';
import { RULES_NAMESPACE } from '../scoring/rules-namespace';
import { sharedOptions } from './options';
import { en, namespaces, zh } from './resources';
import { rulesResources } from './rules-resources';

export function createI18n(language: Lang): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...sharedOptions(language),
    ns: [...namespaces, RULES_NAMESPACE],
    resources: {
      en: { ...en, [RULES_NAMESPACE]: rulesResources('en') },
      zh: { ...zh, [RULES_NAMESPACE]: rulesResources('zh') },
    },
    initAsync: false,
  });
  return instance;
}
