/**
 * Footer buttons: Back, Previous (not on stage 1), Next (stages 1..N-1)
 * and 'Complete decision' on the last stage, with the saving spinner while Complete
 * saves. Read-only drops 'Complete decision'.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';

export interface EditorFooterProps {
  stage: number;
  stageCount: number;
  readOnly: boolean;
  /** Complete is saving: its button spins. Next never waits for a save, so it never spins. */
  saving: boolean;
  /** Any work is running (saving, deleting): navigation waits. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
  onBack: () => void;
}

export function EditorFooter({
  stage,
  stageCount,
  readOnly,
  saving,
  busy,
  onPrevious,
  onNext,
  onComplete,
  onBack,
}: EditorFooterProps) {
  const { t } = useTranslation('editor');
  const last = stage >= stageCount;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t('back')}
      </Button>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onPrevious} disabled={stage <= 1 || busy}>
          {t('previous')}
        </Button>
        {!last && (
          <Button variant="primary" onClick={onNext} busy={saving} disabled={busy}>
            {t('next')}
          </Button>
        )}
        {last && !readOnly && (
          <Button variant="primary" onClick={onComplete} busy={saving} disabled={busy}>
            {t('complete')}
          </Button>
        )}
      </div>
    </div>
  );
}
