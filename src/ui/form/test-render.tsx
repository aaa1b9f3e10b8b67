/** Renders UI under test with the app's i18n (and the form texts it supplies) in a given language. Test-only helper. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../../content/types';
import { createI18n } from '../../i18n';
import { I18nFormTexts } from './I18nFormTexts';

export function renderIn(lang: Lang, ui: ReactElement) {
  const i18n = createI18n(lang);
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <I18nFormTexts>{element}</I18nFormTexts>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)), t: i18n.t };
}
