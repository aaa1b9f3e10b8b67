/**
 * A choice question's options as a table, an RJSF field: each row an option's
 * value and its Chinese and English labels, with Up, Down and Delete, and Add
 * under the table. A value the bank's last released version has for this
 * question is read-only, with the reason beside it: stored answers hold it, so
 * renaming it would change what they mean (`content check` refuses it). A label
 * pair is flagged as TextPairField flags a text, and completes `[[` marks.
 */
import type { FieldProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, QuestionOption } from '../content/types';
import { htmlLang } from '../i18n/language-codes';
import { Button } from '../ui/common/Button';
import { TranslationMismatchList } from '../ui/content/TranslationMismatchList';
import { themeContext } from '../ui/rjsf-theme/form-context';
import { questionLabel, textControl } from '../ui/rjsf-theme/styles';
import { dataAt, type StudioFormContext } from './ListTemplates';
import { MarkedTextControl } from './MarkedTextControl';
import type { ReleasedOptions } from './released-options';
import { fieldJsonPath, mismatchesOf } from './TextPairField';

/** The bank form's context: a studio form's, and the option values its last release locks. */
export interface BankFormContext extends StudioFormContext {
  released?: ReleasedOptions;
}

const LABEL_ORDER: readonly Lang[] = ['zh', 'en'];

const NEW_OPTION: QuestionOption = { value: '', label: { en: '', zh: '' } };

const asOptions = (value: unknown): Partial<QuestionOption>[] =>
  Array.isArray(value) ? (value as Partial<QuestionOption>[]) : [];

export function OptionsTableField({ formData, onChange, fieldPathId, disabled, readonly, registry }: FieldProps) {
  const { t } = useTranslation('studio');
  const context = registry.formContext as BankFormContext;
  const { glossary, lang: uiLang } = themeContext(registry);
  const options = asOptions(formData);
  const { path, $id } = fieldPathId;
  const question = dataAt(context.data, path.slice(0, -1)) as { id?: unknown } | undefined;
  const released = typeof question?.id === 'string' ? context.released?.values.get(question.id) : undefined;
  const inactive = Boolean(disabled || readonly);
  const write = (next: Partial<QuestionOption>[]) => onChange(next as QuestionOption[], path);
  const update = (index: number, option: Partial<QuestionOption>) =>
    write(options.map((old, at) => (at === index ? option : old)));
  const move = (index: number, to: number) => {
    const next = [...options];
    const [item] = next.splice(index, 1);
    if (item) next.splice(to, 0, item);
    write(next);
  };
  const langName = (lang: Lang) => t(`glossaryForm.lang.${lang}`);
  const captionId = `${$id}__caption`;

  return (
    <div className="space-y-2" data-json-path={fieldJsonPath(path)}>
      <p id={captionId} className={questionLabel}>
        {t('bankForm.options.heading')}
      </p>
      <table aria-labelledby={captionId} className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
        {/* Fixed widths, so the labels keep their room in a narrow column and the buttons stack rather than overflow. */}
        <colgroup>
          <col className="w-[24%]" />
          <col className="w-[30%]" />
          <col className="w-[30%]" />
          <col />
        </colgroup>
        <thead>
          <tr className="text-left text-xs font-semibold text-slate-600 dark:text-slate-300">
            <th scope="col">{t('bankForm.options.value')}</th>
            {LABEL_ORDER.map((lang) => (
              <th key={lang} scope="col">
                {t('bankForm.options.label', { lang: langName(lang) })}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('bankForm.options.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option, index) => {
            const number = index + 1;
            const rowId = `${$id}_${index}`;
            const value = typeof option.value === 'string' ? option.value : '';
            const locked = released !== undefined && value !== '' && released.has(value);
            const mismatches = mismatchesOf(option.label);
            const flagsId = `${rowId}__translation`;
            const lockId = `${rowId}__locked`;
            const label = (option.label ?? {}) as Partial<Record<Lang, string>>;
            return (
              <tr
                // Rows are the option's place: a value being typed must not remount its input.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className="align-top"
                data-json-path={fieldJsonPath([...path, index, 'label'])}
                data-flagged={mismatches.length > 0 || undefined}
              >
                <td className="pr-2">
                  <input
                    id={`${rowId}_value`}
                    type="text"
                    value={value}
                    readOnly={locked}
                    disabled={inactive}
                    aria-label={t('bankForm.options.valueLabel', { number })}
                    aria-describedby={locked ? lockId : undefined}
                    onChange={(event) => update(index, { ...option, value: event.target.value })}
                    className={`${textControl} font-mono ${locked ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
                  />
                  {locked && (
                    <p id={lockId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                      {t('bankForm.options.locked', { version: context.released?.version })}
                    </p>
                  )}
                </td>
                {LABEL_ORDER.map((lang) => (
                  <td key={lang} className="pr-2">
                    <MarkedTextControl
                      id={`${rowId}_${lang}`}
                      lang={htmlLang(lang)}
                      value={label[lang] ?? ''}
                      onChange={(text) =>
                        update(index, { ...option, label: { en: label.en ?? '', zh: label.zh ?? '', [lang]: text } })
                      }
                      glossary={glossary}
                      uiLang={uiLang}
                      disabled={inactive}
                      aria-label={t('bankForm.options.labelOf', { number, lang: langName(lang) })}
                      aria-describedby={mismatches.length > 0 ? flagsId : undefined}
                      spellCheck={lang === 'en'}
                    />
                    {lang === 'en' && <TranslationMismatchList id={flagsId} mismatches={mismatches} />}
                  </td>
                ))}
                <td>
                  <div className="flex flex-wrap">
                    <Button
                      variant="ghost"
                      onClick={() => move(index, index - 1)}
                      disabled={inactive || index === 0}
                      aria-label={t('bankForm.options.moveUpLabel', { number })}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => move(index, index + 1)}
                      disabled={inactive || index === options.length - 1}
                      aria-label={t('bankForm.options.moveDownLabel', { number })}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={(event: MouseEvent<HTMLButtonElement>) => {
                        const table = event.currentTarget.closest('table');
                        write(options.filter((_, at) => at !== index));
                        // The keyboard goes on from the option now in the deleted one's place, else Add.
                        setTimeout(() => {
                          const values = table?.querySelectorAll<HTMLElement>('tbody tr td:first-child input') ?? [];
                          const next = values[Math.min(index, values.length - 1)];
                          (next ?? table?.parentElement?.querySelector<HTMLElement>('[data-add-option]'))?.focus();
                        });
                      }}
                      disabled={inactive}
                      aria-label={t('bankForm.options.removeLabel', { number })}
                    >
                      <span aria-hidden="true">✕</span>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button onClick={() => write([...options, NEW_OPTION])} disabled={inactive} data-add-option="">
        <span aria-hidden="true">+ </span>
        {t('bankForm.options.add')}
      </Button>
    </div>
  );
}
