/**
 * The form engine's own texts (its labels and error messages), one language, as
 * the app's locale tables hold them: named imports, so only these entries ship.
 */
import type { Lang } from '../../../src/content/types';
import {
  answerTooLong as enAnswerTooLong,
  textHasBrokenCharacter as enTextHasBrokenCharacter,
  textHasNul as enTextHasNul,
} from '../../../src/i18n/locales/en/errors.json';
import {
  controls as enFormControls,
  errors as enFormErrors,
  required as enRequired,
  selectPlaceholder as enSelectPlaceholder,
} from '../../../src/i18n/locales/en/form.json';
import {
  answerTooLong as zhAnswerTooLong,
  textHasBrokenCharacter as zhTextHasBrokenCharacter,
  textHasNul as zhTextHasNul,
} from '../../../src/i18n/locales/zh/errors.json';
import {
  controls as zhFormControls,
  errors as zhFormErrors,
  required as zhRequired,
  selectPlaceholder as zhSelectPlaceholder,
} from '../../../src/i18n/locales/zh/form.json';
import { type FormTexts, tableFormTexts } from '../../../src/ui/rjsf-theme/form-texts';

/** The bench's language is fixed at build time (BENCH_LANG), so the other language's texts are dropped. */
export function formTexts(lang: Lang): FormTexts {
  return import.meta.env.BENCH_LANG === 'en'
    ? tableFormTexts(lang, {
        form: {
          required: enRequired,
          selectPlaceholder: enSelectPlaceholder,
          errors: enFormErrors,
          controls: enFormControls,
        },
        errors: {
          answerTooLong: enAnswerTooLong,
          textHasNul: enTextHasNul,
          textHasBrokenCharacter: enTextHasBrokenCharacter,
        },
      })
    : tableFormTexts(lang, {
        form: {
          required: zhRequired,
          selectPlaceholder: zhSelectPlaceholder,
          errors: zhFormErrors,
          controls: zhFormControls,
        },
        errors: {
          answerTooLong: zhAnswerTooLong,
          textHasNul: zhTextHasNul,
          textHasBrokenCharacter: zhTextHasBrokenCharacter,
        },
      });
}
