/**
 * The "new version available" toast. It only ever offers: the new version takes
 * over when the person chooses Reload. While a decision, a risk assessment or an
 * evaluation is open, it asks them to finish that first and shows no Reload
 * button, so an update never interrupts work in progress.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';

export interface UpdatePromptProps {
  open: boolean;
  /** Something is being edited: the prompt waits instead of offering Reload. */
  editing: boolean;
  /** Reload was chosen and the new version is taking over. */
  reloading?: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

export function UpdatePrompt({ open, editing, reloading = false, onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useTranslation('pwa');
  if (!open) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-4 sm:justify-end">
      {/* An opaque layer under the tinted alert: the toast floats over the page's content. */}
      <div className="pointer-events-auto w-full max-w-sm rounded-lg bg-white shadow-lg dark:bg-slate-900">
        <Alert tone="info" title={t('update.title')} onDismiss={onDismiss}>
          <p>{editing ? t('update.finishFirst') : t('update.body')}</p>
          {!editing && (
            <div className="mt-3 flex justify-end">
              <Button variant="primary" busy={reloading} onClick={onReload}>
                {t('update.reload')}
              </Button>
            </div>
          )}
        </Alert>
      </div>
    </div>
  );
}
