/**
 * In place of content that could not be loaded: what failed, why, and a Retry
 * button (plus an optional way back). Replaces an endless skeleton, so a
 * database that was busy or briefly gone never leaves the investor stuck.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface LoadFailedProps {
  title: string;
  /** Already translated reason. */
  message: string;
  onRetry: () => void;
  /** A second way out, e.g. back to the dashboard. */
  back?: { label: string; onClick: () => void };
}

export function LoadFailed({ title, message, onRetry, back }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const retry = useRef<HTMLButtonElement>(null);
  // The skeleton it replaces held the focus nowhere; put it on the one useful action.
  useEffect(() => retry.current?.focus(), []);
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-rose-200 dark:bg-slate-900 dark:ring-rose-900"
    >
      <h2 className="text-lg font-semibold text-rose-800 dark:text-rose-200">{title}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button ref={retry} variant="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
        {back && (
          <Button variant="ghost" onClick={back.onClick}>
            {back.label}
          </Button>
        )}
      </div>
    </section>
  );
}
