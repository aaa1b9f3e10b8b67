/** Choose an export file and how it meets the data already here (merge or replace), then import. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMode } from '../../data/types';
import { Button } from '../common/Button';
import { ImportProgressBar, type ImportProgressState } from './ImportProgressBar';
import { RadioChoice } from './RadioChoice';
import { Section } from './Section';

export interface ImportFormProps {
  importing: boolean;
  /** How far the running import has come, shown under its button; null when not known (yet). */
  progress?: ImportProgressState | null;
  /** Another action runs: nothing may start. */
  disabled?: boolean;
  onImport: (file: File, mode: ImportMode) => void;
}

const MODES: readonly ImportMode[] = ['merge', 'replace'];

export function ImportForm({ importing, progress = null, disabled = false, onImport }: ImportFormProps) {
  const { t } = useTranslation('data');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onImport(file, mode);
  };
  return (
    <Section title={t('import.button')}>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('import.hint')}</p>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            disabled={disabled || importing}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 dark:file:bg-slate-700 dark:file:text-slate-100"
          />
        </div>
        <RadioChoice
          label={t('import.mode')}
          value={mode}
          options={MODES.map((value) => ({ value, label: t(`import.${value}`) }))}
          onChange={setMode}
        />
        <Button type="submit" variant="primary" busy={importing} disabled={disabled || !file}>
          {t('import.submit')}
        </Button>
        {importing && progress && <ImportProgressBar progress={progress} />}
      </form>
    </Section>
  );
}
