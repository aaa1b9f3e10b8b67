/** What is stored: counts per kind, their size in the database, and the browser's storage use and quota. */
import { useTranslation } from 'react-i18next';
import type { StorageBreakdown } from '../../data/types';
import { Section } from './Section';
import { useByteText } from './use-byte-text';

export interface BrowserStorage {
  /** Bytes this site uses in the browser. */
  usage: number;
  /** Bytes the browser allows this site. */
  quota: number;
}

export interface StoredSummaryProps {
  /** Null while counting. */
  counts: StorageBreakdown | null;
  /** Bytes the user's rows take in the database; null when unknown. */
  databaseBytes: number | null;
  /** The browser's estimate (embedded database only); null when the browser does not give one. */
  browser: BrowserStorage | null;
  /** Shown instead of the counts when counting failed. */
  failed?: boolean;
  /** Whether to speak of the browser's storage at all (it holds the data only in local mode). */
  showBrowser: boolean;
}

export function StoredSummary({ counts, databaseBytes, browser, failed = false, showBrowser }: StoredSummaryProps) {
  const { t } = useTranslation('data');
  const bytes = useByteText();
  const rows = [
    ['decisions', counts?.decisions],
    ['evaluations', counts?.evaluations],
    ['forecasts', counts?.forecasts],
    ['riskAssessments', counts?.riskAssessments],
    ['reviews', counts?.reviews],
  ] as const;
  return (
    <Section title={t('stats.title')}>
      {failed ? (
        <p className="text-sm text-rose-700 dark:text-rose-300">{t('storage.failed')}</p>
      ) : counts === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-busy="true">
          {t('storage.loading')}
        </p>
      ) : (
        // Sized by the space it is given (a dialog on a phone or a desktop), not by the window.
        <div className="@container">
          <dl className="grid grid-cols-3 gap-2 text-center @md:grid-cols-5">
            {rows.map(([key, count]) => (
              <div
                key={key}
                // A name on two lines pushes only its own label down: every number sits on the row's last line.
                className="flex flex-col justify-between rounded-lg bg-slate-100 px-2 py-3 dark:bg-slate-800"
              >
                <dt className="text-xs text-slate-600 dark:text-slate-300">{t(`stats.${key}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid={`stored-${key}`}>
                  {count}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {!failed && databaseBytes !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('storage.databaseSize', { size: bytes(databaseBytes) })}
        </p>
      )}
      {showBrowser && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {browser
            ? t('storage.browserUse', {
                used: bytes(browser.usage),
                quota: bytes(browser.quota),
                free: bytes(Math.max(0, browser.quota - browser.usage)),
              })
            : t('storage.browserUnknown')}
        </p>
      )}
    </Section>
  );
}
