/**
 * The top bar's way into "Shared with me", beside My data. The count is of the
 * packets still waiting for the reviewer's response, so a new one is noticed.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';

export interface SharedWithMeButtonProps {
  /** Packets shared with the user and not yet answered. */
  waiting: number;
  onClick: () => void;
  /** The page is open: the button says so to assistive technology. */
  current?: boolean;
}

export function SharedWithMeButton({ waiting, onClick, current = false }: SharedWithMeButtonProps) {
  const { t } = useTranslation('opinions');
  const label = waiting > 0 ? t('shared.buttonWaiting', { count: waiting }) : t('shared.title');
  return (
    <Button
      variant="ghost"
      onClick={onClick}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      icon={
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
          <path d="M7 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM14.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.615 16.428a1.224 1.224 0 0 1-.569-1.175 6.002 6.002 0 0 1 11.908 0c.058.467-.172.92-.57 1.174A9.953 9.953 0 0 1 7 18a9.953 9.953 0 0 1-5.385-1.572ZM14.5 16h-.106c.07-.297.088-.611.048-.933a7.47 7.47 0 0 0-1.588-3.755 4.502 4.502 0 0 1 5.874 2.636.818.818 0 0 1-.36.98A7.465 7.465 0 0 1 14.5 16Z" />
        </svg>
      }
    >
      <span className="hidden sm:inline">{t('shared.title')}</span>
      {waiting > 0 && (
        <span
          aria-hidden="true"
          className="ms-1 rounded-full bg-amber-500 px-1.5 text-xs font-semibold tabular-nums text-white dark:bg-amber-400 dark:text-slate-950"
        >
          {waiting}
        </span>
      )}
    </Button>
  );
}
