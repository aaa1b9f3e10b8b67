/** The form engine's own texts (its labels and error messages), one language, as the app's locale tables hold them. */

import type { Lang } from '../../../src/content/types';
import enErrors from '../../../src/i18n/locales/en/errors.json';
import enForm from '../../../src/i18n/locales/en/form.json';
import zhErrors from '../../../src/i18n/locales/zh/errors.json';
import zhForm from '../../../src/i18n/locales/zh/form.json';
import { type FormTexts, tableFormTexts } from '../../../src/ui/rjsf-theme/form-texts';

/** The bench's language is fixed at build time (BENCH_LANG), so the other language's tables are dropped. */
export function formTexts(lang: Lang): FormTexts {
  return import.meta.env.BENCH_LANG === 'en'
    ? tableFormTexts(lang, { form: enForm, errors: enErrors })
    : tableFormTexts(lang, { form: zhForm, errors: zhErrors });
}
