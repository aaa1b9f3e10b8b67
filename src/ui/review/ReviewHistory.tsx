/**
 * A decision's earlier reviews, newest first. Each opens to its answers, shown
 * by the caller (read-only, on the bank version the review was answered on);
 * closed ones render nothing, so a decision with many reviews stays light.
 */
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReviewHistoryEntry {
  id: string;
  /** When it was saved, formatted for the UI language. */
  date: string;
  /** One line on what it found (e.g. the return), in the UI language. */
  summary?: string;
}

export interface ReviewHistoryProps {
  /** Newest first. */
  reviews: readonly ReviewHistoryEntry[];
  renderAnswers: (id: string) => ReactNode;
}

export function ReviewHistory({ reviews, renderAnswers }: ReviewHistoryProps) {
  const { t } = useTranslation('review');
  if (reviews.length === 0) return null;
  return (
    <section aria-label={t('earlier', { count: reviews.length })} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('earlier', { count: reviews.length })}
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {reviews.map((review) => (
          <li key={review.id}>
            <Disclosure>
              <DisclosureButton className="group flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800/60">
                <svg
                  viewBox="0 0 20 20"
                  className="size-4 shrink-0 text-slate-500 transition-transform group-data-open:rotate-90"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 0 1 0-1.06Z" />
                </svg>
                <span className="font-medium">{t('reviewedOn', { date: review.date })}</span>
                {review.summary && <span className="text-slate-600 dark:text-slate-400">· {review.summary}</span>}
              </DisclosureButton>
              <DisclosurePanel className="px-3 pb-3">{renderAnswers(review.id)}</DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
