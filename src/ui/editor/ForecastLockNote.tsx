/**
 * Above a stage whose answers were fixed when the decision was completed (the
 * forecast): why its fields cannot be changed, and the day the forecast was
 * made, in the reader's language. A plain note rather than a status: it is
 * there from the start, nothing happened that should be announced.
 */
import { useTranslation } from 'react-i18next';
import { formatDay } from '../common/format-date';
import { LockIcon } from './LockIcon';

export interface ForecastLockNoteProps {
  /** When the forecast was fixed (ISO 8601), as the database stamped it; null words the note without a day. */
  madeAt: string | null;
  /** Lets the stage's questions point at the note (aria-describedby). */
  id?: string;
}

export function ForecastLockNote({ madeAt, id }: ForecastLockNoteProps) {
  const { t, i18n } = useTranslation('editor');
  const date = madeAt ? formatDay(madeAt, i18n.language) : '';
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700"
    >
      <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span>{date ? t('forecastLock.note', { date }) : t('forecastLock.noteUndated')}</span>
    </p>
  );
}
