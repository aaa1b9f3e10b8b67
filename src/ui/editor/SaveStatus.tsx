/**
 * Whether the decision's answers are in the store, shown beside the stage
 * indicator: "Saving…", "Saved", or "Not saved" with the reason and a Retry
 * button. The text is a polite live region that is always in the page, so a
 * screen reader hears each change without losing its place; Retry sits outside
 * it, as an ordinary button reachable by keyboard.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';
import { Spinner } from '../common/Spinner';

export type SaveStatusValue = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveStatusProps {
  /** 'idle': nothing saved since the editor opened, so nothing is shown. */
  status: SaveStatusValue;
  /** Already translated reason of a failed save (a conflict says more than "failed"). */
  error?: string | null;
  onRetry: () => void;
  /**
   * Given when the store holds a newer version (another tab or device saved it):
   * a retry would be refused again, so the button opens the latest version instead.
   */
  onOpenLatest?: () => void;
  /** While the editor is busy completing or deleting, Retry waits. */
  retryDisabled?: boolean;
}

export function SaveStatus({ status, error, onRetry, onOpenLatest, retryDisabled = false }: SaveStatusProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <p role="status" aria-live="polite" className="flex min-w-0 items-start gap-1.5">
        {status === 'saving' && (
          <>
            <Spinner className="mt-[3px] size-3.5 shrink-0 text-slate-500 dark:text-slate-400" />
            <span className="text-slate-600 dark:text-slate-400">{t('saveStatus.saving')}</span>
          </>
        )}
        {status === 'saved' && (
          <>
            <CheckIcon />
            <span className="text-emerald-700 dark:text-emerald-400">{t('saveStatus.saved')}</span>
          </>
        )}
        {status === 'failed' && (
          <>
            <WarningIcon />
            {/* One run of text, so a long reason wraps under "Not saved" instead of squeezing it. */}
            <span className="min-w-0 text-rose-700 dark:text-rose-300">
              <span className="font-medium whitespace-nowrap">{t('saveStatus.failed')}</span>
              {error && ` — ${error}`}
            </span>
          </>
        )}
      </p>
      {status === 'failed' && (
        <Button onClick={onOpenLatest ?? onRetry} disabled={retryDisabled} className="min-h-8 py-1">
          {onOpenLatest ? t('saveStatus.openLatest') : t('saveStatus.retry')}
        </Button>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
      fill="currentColor"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-rose-600 dark:text-rose-400"
      fill="currentColor"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M8.5 2.6a1.7 1.7 0 0 1 3 0l6.3 11.5A1.7 1.7 0 0 1 16.3 17H3.7a1.7 1.7 0 0 1-1.5-2.9L8.5 2.6ZM10 6a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
