/**
 * Supplies the form engine's texts from the app's i18next (see form-texts.ts):
 * wrap any part of the app that renders QuestionForm in it. The form follows
 * the UI language unless a form is given its own `lang`.
 */
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../i18n/language-codes';
import { type FormTextKey, type FormTextParams, type FormTexts, FormTextsContext } from '../rjsf-theme/form-texts';

type UntypedT = (key: string, options?: Record<string, unknown>) => string;

export function I18nFormTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const texts = useMemo<FormTexts>(() => {
    const translate = t as unknown as UntypedT;
    return { lang, t: (key: FormTextKey, params?: FormTextParams) => translate(key, params) };
  }, [t, lang]);
  return <FormTextsContext value={texts}>{children}</FormTextsContext>;
}
