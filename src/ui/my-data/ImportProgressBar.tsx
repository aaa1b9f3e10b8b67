/** How far an import has come while it runs: what it is doing, in words, over a progress bar. */
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '../../data/ports';
import { ProgressBar } from '../common/ProgressBar';

/** The store's progress, or `reading`: the file is being read and parsed, before the store has it. */
export type ImportProgressState = { phase: 'reading' } | ImportProgress;

export function ImportProgressBar({ progress }: { progress: ImportProgressState }) {
  const { t } = useTranslation('data');
  let text: string;
  let value: number | null = null;
  if (progress.phase === 'reading') {
    text = t('import.progress.reading');
  } else {
    text =
      progress.phase === 'checking'
        ? t('import.progress.checking', { done: progress.done, total: progress.total })
        : t('import.progress.saving');
    value = progress.total === 0 ? 100 : (progress.done / progress.total) * 100;
  }
  return (
    <div className="space-y-1.5" data-testid="import-progress">
      <p className="text-sm text-slate-700 tabular-nums dark:text-slate-200">{text}</p>
      <ProgressBar label={t('import.progress.label')} value={value} valueText={text} />
    </div>
  );
}
