/**
 * Every risk assessment kept: a small trend of the score and the list, newest
 * first, each deletable after a confirmation. Presentational: names and dates
 * arrive in the UI language; the container deletes through the store.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { LazyRiskTrendChart } from './LazyRiskTrendChart';

export interface HistoryEntry {
  id: string;
  /** The date as the UI language writes it. */
  date: string;
  score: number;
  /** The risk type's name in the UI language. */
  type: string;
}

export interface RiskHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Oldest first, as the store keeps them; the last is the current assessment. */
  entries: HistoryEntry[];
  /** The assessment being deleted, if any. */
  deletingId: string | null;
  error: string | null;
  onDelete: (id: string) => void;
}

export function RiskHistoryDialog({ open, onClose, entries, deletingId, error, onDelete }: RiskHistoryDialogProps) {
  const { t } = useTranslation('risk');
  const [confirming, setConfirming] = useState<string | null>(null);
  const currentId = entries.at(-1)?.id;
  return (
    <Modal open={open} onClose={onClose} title={t('history.title')} size="lg">
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {entries.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('history.empty')}</p>
        ) : (
          <>
            {entries.length > 1 && <LazyRiskTrendChart data={entries} />}
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {[...entries].reverse().map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2 text-sm">
                  <span className="min-w-24 tabular-nums">{entry.date}</span>
                  <span className="font-semibold tabular-nums">{entry.score} / 100</span>
                  <span className="min-w-0 flex-1">
                    {entry.type}
                    {entry.id === currentId && (
                      <span className="ml-2 rounded-full bg-sky-100 px-2 text-xs text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
                        {t('history.current')}
                      </span>
                    )}
                  </span>
                  {confirming === entry.id ? (
                    <span className="flex w-full flex-wrap items-center justify-end gap-2">
                      <span>{t('history.confirm', { date: entry.date })}</span>
                      <Button onClick={() => setConfirming(null)}>{t('history.keep')}</Button>
                      <Button
                        variant="danger"
                        busy={deletingId === entry.id}
                        onClick={() => {
                          onDelete(entry.id);
                          setConfirming(null);
                        }}
                      >
                        {t('history.confirmDelete')}
                      </Button>
                    </span>
                  ) : (
                    <Button
                      variant="ghost"
                      busy={deletingId === entry.id}
                      disabled={deletingId !== null}
                      aria-label={t('history.deleteLabel', { date: entry.date })}
                      onClick={() => setConfirming(entry.id)}
                    >
                      {t('history.delete')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
