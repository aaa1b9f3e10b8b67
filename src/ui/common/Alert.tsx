/** Coloured message box: error (red), warning (yellow), info (blue), success (green). Optionally dismissible. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './CloseButton';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const TONES: Record<AlertTone, string> = {
  error: 'bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950/60 dark:text-rose-100 dark:ring-rose-800',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-800',
  info: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-100 dark:ring-sky-800',
  success:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-800',
};

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

export function Alert({ tone, title, children, onDismiss, className = '' }: AlertProps) {
  const { t } = useTranslation('common');
  // Errors interrupt (role=alert); the rest are polite status updates.
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div
      role={role}
      className={`flex items-start gap-3 rounded-lg px-4 py-3 text-sm ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
      </div>
      {onDismiss && <CloseButton onClick={onDismiss} label={t('dismiss')} size="sm" className="-m-1" />}
    </div>
  );
}
