/**
 * Every text of a question bank with its Chinese and English side by side, for
 * content editors: the texts whose languages disagree (placeholders, glossary
 * marks, one empty or far shorter; the same checks as
 * `npm run content -- translations`) are marked with the reason, and a switch
 * narrows the list to them. Texts are shown as written, marks included.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankTexts } from '../../content/bank-texts';
import { translationMismatches } from '../../content/translation-problems';
import type { Bank, Lang } from '../../content/types';
import { TranslationMismatchList } from './TranslationMismatchList';

const LANG_KEYS = { zh: 'translations.langZh', en: 'translations.langEn' } as const;

export function BankTranslations({ bank, lang }: { bank: Bank; lang: Lang }) {
  const { t } = useTranslation('form');
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const toggleId = useId();
  const rows = bankTexts(bank).map((entry) => ({ ...entry, mismatches: translationMismatches(entry.text) }));
  const flagged = rows.filter(({ mismatches }) => mismatches.length > 0).length;
  const shown = onlyFlagged ? rows.filter(({ mismatches }) => mismatches.length > 0) : rows;

  return (
    <section className="mx-auto max-w-4xl space-y-4" aria-labelledby={`${toggleId}-heading`}>
      <header className="space-y-1">
        <h2 id={`${toggleId}-heading`} className="text-lg font-semibold">
          {t('translations.heading', { title: bank.title[lang] })}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('translations.meta', { id: bank.id, version: bank.version })}
        </p>
        <p role="status" className="text-sm font-medium">
          {flagged === 0
            ? t('translations.summaryAgree', { total: rows.length })
            : t('translations.summaryFlagged', { flagged, total: rows.length })}
        </p>
        <label htmlFor={toggleId} className="inline-flex min-h-9 items-center gap-2 text-sm">
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyFlagged}
            onChange={(event) => setOnlyFlagged(event.target.checked)}
            className="size-4 accent-blue-600"
          />
          {t('translations.onlyFlagged')}
        </label>
      </header>
      <ul className="space-y-3">
        {shown.map(({ path, text, mismatches }) => (
          <li
            key={path}
            data-flagged={mismatches.length > 0 || undefined}
            className={`rounded-xl bg-white p-3 shadow-sm ring-1 dark:bg-slate-900 ${
              mismatches.length > 0 ? 'ring-amber-500 dark:ring-amber-400' : 'ring-slate-200 dark:ring-slate-700'
            }`}
          >
            <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300">
              <span className="sr-only">{t('translations.field')}: </span>
              {path}
            </p>
            <dl className="mt-2 grid gap-3 sm:grid-cols-2">
              {(['zh', 'en'] as const).map((language) => (
                <div key={language} className="min-w-0">
                  <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
                    {t(LANG_KEYS[language])}
                  </dt>
                  <dd lang={language} className="text-sm break-words whitespace-pre-wrap">
                    {text[language]}
                  </dd>
                </div>
              ))}
            </dl>
            <TranslationMismatchList mismatches={mismatches} className="mt-2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
