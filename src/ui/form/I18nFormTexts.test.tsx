/**
 * The form's texts read the same whether the app supplies them from i18next or
 * a page supplies them from the plain locale tables (the bench does), in both
 * languages, placeholders filled.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../content/types';
import { ERROR_KEYS } from '../../data/error-keys';
import { createI18n } from '../../i18n';
import enErrors from '../../i18n/locales/en/errors.json';
import enForm from '../../i18n/locales/en/form.json';
import zhErrors from '../../i18n/locales/zh/errors.json';
import zhForm from '../../i18n/locales/zh/form.json';
import { type FormTextKey, tableFormTexts, useFormTexts } from '../rjsf-theme/form-texts';
import { I18nFormTexts } from './I18nFormTexts';

const KEYS: FormTextKey[] = [
  'form:required',
  'form:selectPlaceholder',
  'form:errors.required',
  'form:errors.selectAtLeastOne',
  'form:errors.notANumber',
  'form:errors.probabilityOutOfRange',
  'form:errors.rangeOrder',
  'form:controls.low',
  'form:controls.high',
  'form:controls.percent',
  `errors:${ERROR_KEYS.answerTooLong}`,
  `errors:${ERROR_KEYS.textHasNul}`,
  `errors:${ERROR_KEYS.textHasBrokenCharacter}`,
];

const TABLES = { en: { form: enForm, errors: enErrors }, zh: { form: zhForm, errors: zhErrors } };

function i18nTexts(lang: Lang) {
  const i18n = createI18n(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <I18nFormTexts>{children}</I18nFormTexts>
    </I18nextProvider>
  );
  return renderHook(() => useFormTexts(), { wrapper }).result.current;
}

describe.each(['en', 'zh'] as const)('form texts in %s', (lang) => {
  const fromI18n = i18nTexts(lang);
  const fromTables = tableFormTexts(lang, TABLES[lang]);

  it('follow the UI language', () => {
    expect(fromI18n.lang).toBe(lang);
  });

  it.each(KEYS)('%s reads the same from i18next and from the tables', (key) => {
    const params = { max: '12000' };
    const text = fromI18n.t(key, params);
    expect(text).not.toBe(key);
    expect(text).not.toContain('{{');
    expect(fromTables.t(key, params)).toBe(text);
  });
});

it('a form rendered without its texts says what is missing', () => {
  expect(() => renderHook(() => useFormTexts())).toThrow(/needs its texts/);
});
