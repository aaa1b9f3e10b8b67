/** The UI tables the form reads (its labels, error texts, the glossary popover's buttons), one language. */
import enCommon from '../../../src/i18n/locales/en/common.json';
import enErrors from '../../../src/i18n/locales/en/errors.json';
import enForm from '../../../src/i18n/locales/en/form.json';
import zhCommon from '../../../src/i18n/locales/zh/common.json';
import zhErrors from '../../../src/i18n/locales/zh/errors.json';
import zhForm from '../../../src/i18n/locales/zh/form.json';

/** The bench's language is fixed at build time (BENCH_LANG), so the other language's tables are dropped. */
export function formTables() {
  return import.meta.env.BENCH_LANG === 'en'
    ? { common: enCommon, errors: enErrors, form: enForm }
    : { common: zhCommon, errors: zhErrors, form: zhForm };
}
