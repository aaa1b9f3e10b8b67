/**
 * One translated text of a content file as an RJSF field: its Chinese and its
 * English side by side, each in its own labelled control, and under them the
 * reasons the two disagree, found by the same check as
 * `npm run content -- translations` (src/content/translation-problems.ts), so
 * the form flags exactly the texts the command lists. A text cleared stays an
 * empty string, as typed, so an empty language is flagged rather than dropped.
 * `ui:options.rows` makes both controls text areas (a definition); without it
 * they are single lines (a name). Both complete glossary marks: typing `[[`
 * offers the term ids of the glossary in the form context (MarkedTextControl).
 */
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { childPath } from '../content/json-path';
import { type TranslationMismatch, translatedTexts, translationMismatches } from '../content/translation-problems';
import type { Lang } from '../content/types';
import { htmlLang } from '../i18n/language-codes';
import { TranslationMismatchList } from '../ui/content/TranslationMismatchList';
import { themeContext } from '../ui/rjsf-theme/form-context';
import { questionLabel } from '../ui/rjsf-theme/styles';
import { MarkedTextControl } from './MarkedTextControl';

/** Chinese first, as the app shows its languages. */
const PAIR_ORDER: readonly Lang[] = ['zh', 'en'];

/** The JSON path of a field as the content check and `content -- translations` print it. */
export function fieldJsonPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((parent, key) => childPath(parent, key), '$');
}

/** Why a translated text's two languages disagree (the check `content -- translations` runs); none when they agree. */
export function mismatchesOf(value: unknown): TranslationMismatch[] {
  const [text] = translatedTexts(value);
  return text ? translationMismatches(text.text) : [];
}

export function TextPairField({
  formData,
  onChange,
  fieldPathId,
  uiSchema,
  disabled,
  readonly,
  name,
  registry,
}: FieldProps) {
  const { t } = useTranslation('studio');
  const { glossary, lang: uiLang } = themeContext(registry);
  const value = typeof formData === 'object' && formData !== null ? (formData as Record<string, unknown>) : undefined;
  const title = uiSchema?.['ui:title'];
  const label = typeof title === 'string' ? title : name;
  const rows = uiSchema?.['ui:options']?.rows;
  const mismatches = mismatchesOf(value);
  const flagsId = `${fieldPathId.$id}__translation`;
  const langName = (lang: Lang) => t(`glossaryForm.lang.${lang}`);
  const change = (lang: Lang, text: string) => {
    // Both languages are always written, English first as the files hold them, so a new text is a whole pair.
    const next = value ? { ...value, [lang]: text } : { en: '', zh: '', [lang]: text };
    onChange(next, fieldPathId.path);
  };
  const flagged = mismatches.length > 0;

  return (
    <fieldset
      data-json-path={fieldJsonPath(fieldPathId.path)}
      data-flagged={flagged || undefined}
      className={`min-w-0 space-y-2 rounded-lg border p-3 ${
        flagged ? 'border-amber-500 dark:border-amber-400' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <legend className={`${questionLabel} px-1`}>{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAIR_ORDER.map((lang) => {
          const id = `${fieldPathId.$id}_${lang}`;
          return (
            <div key={lang} className="min-w-0 space-y-1">
              <label htmlFor={id} className="block text-xs font-semibold text-slate-600 dark:text-slate-300">
                <span className="sr-only">{t('glossaryForm.pairLabel', { field: label, lang: langName(lang) })}</span>
                <span aria-hidden="true">{langName(lang)}</span>
              </label>
              <MarkedTextControl
                id={id}
                lang={htmlLang(lang)}
                value={typeof value?.[lang] === 'string' ? (value[lang] as string) : ''}
                onChange={(text) => change(lang, text)}
                glossary={glossary}
                uiLang={uiLang}
                rows={typeof rows === 'number' ? rows : undefined}
                disabled={disabled || readonly}
                aria-describedby={flagged ? flagsId : undefined}
                spellCheck={lang === 'en'}
              />
            </div>
          );
        })}
      </div>
      <TranslationMismatchList id={flagsId} mismatches={mismatches} />
    </fieldset>
  );
}
