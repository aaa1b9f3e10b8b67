/**
 * A content editor's preview (Storybook only): any discovered bank, stage by
 * stage, through the real form, with the answers it produces. Editing a bank
 * file while Storybook runs reloads this view with the change.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listBanks } from '../../src/content/registry';
import type { Answers, Lang } from '../../src/content/types';
import { Button } from '../../src/ui/common/Button';
import { QuestionForm } from '../../src/ui/form/QuestionForm';

export function BankPreview({ initialBankId }: { initialBankId?: string }) {
  const { t, i18n } = useTranslation('form');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const banks = listBanks();
  const [bankId, setBankId] = useState(initialBankId ?? banks[0]?.id ?? '');
  const [sectionIndex, setSectionIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [showErrors, setShowErrors] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const selectId = useId();
  const bank = banks.find((candidate) => candidate.id === bankId);
  if (!bank) return null;
  const section = bank.sections[sectionIndex];

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-lg font-semibold">{t('preview.heading')}</h1>
      <div className="flex flex-wrap items-center gap-4">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('preview.bank')}
        </label>
        <select
          id={selectId}
          value={bankId}
          onChange={(event) => {
            setBankId(event.target.value);
            setSectionIndex(0);
            setAnswers({});
          }}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
        >
          {banks.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title[lang]}
            </option>
          ))}
        </select>
        <Toggle label={t('preview.showErrors')} checked={showErrors} onChange={setShowErrors} />
        <Toggle label={t('preview.readOnly')} checked={readOnly} onChange={setReadOnly} />
      </div>
      <section
        aria-labelledby={`${selectId}-section`}
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      >
        <header>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('preview.section')} {t('preview.position', { current: sectionIndex + 1, total: bank.sections.length })}
          </p>
          <h2 id={`${selectId}-section`} className="text-base font-semibold">
            {section?.title[lang]}
          </h2>
          {section?.intro && <p className="text-sm text-slate-600 dark:text-slate-300">{section.intro[lang]}</p>}
        </header>
        <QuestionForm
          key={`${bank.id}/${sectionIndex}`}
          bank={bank}
          sectionIndex={sectionIndex}
          answers={answers}
          onChange={setAnswers}
          showRequiredErrors={showErrors}
          readOnly={readOnly}
        />
        <div className="flex justify-between">
          <Button disabled={sectionIndex === 0} onClick={() => setSectionIndex((index) => index - 1)}>
            {t('preview.previous')}
          </Button>
          <Button
            variant="primary"
            disabled={sectionIndex === bank.sections.length - 1}
            onClick={() => setSectionIndex((index) => index + 1)}
          >
            {t('preview.next')}
          </Button>
        </div>
      </section>
      <details className="text-sm">
        <summary className="cursor-pointer">{t('preview.answers')}</summary>
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-2 dark:bg-slate-800">
          {JSON.stringify(answers, null, 2)}
        </pre>
      </details>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
