/**
 * The review of one completed decision: the review bank's questions (rendered
 * by the caller with the app's question form), Save, and the decision's earlier
 * reviews below. Presentational: the review machine owns the answers, the error
 * and the save. While the review saves, the dialog cannot be closed, so a review
 * that may already be stored never disappears half-way.
 */
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { ReviewHistory, type ReviewHistoryEntry } from './ReviewHistory';

export interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The decision's name or its fallback. */
  decisionName: string;
  /** The review bank's description, glossary terms rendered. */
  intro?: ReactNode;
  /** The new review's questions. */
  renderForm: () => ReactNode;
  /** Earlier reviews of the decision, newest first. */
  history: readonly ReviewHistoryEntry[];
  renderAnswers: (reviewId: string) => ReactNode;
  /** Already in the UI language. */
  error?: string | null;
  saving?: boolean;
  onSave: () => void;
}

export function ReviewDialog({
  open,
  onClose,
  decisionName,
  intro,
  renderForm,
  history,
  renderAnswers,
  error,
  saving = false,
  onSave,
}: ReviewDialogProps) {
  const { t } = useTranslation('review');
  const bannerRef = useRef<HTMLDivElement>(null);
  // Save sits below the questions: bring the banner into view when a save is refused.
  useEffect(() => {
    if (error) bannerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  return (
    <Modal
      open={open}
      onClose={saving ? () => {} : onClose}
      hideClose={saving}
      title={t('dialogTitle', { name: decisionName })}
      size="lg"
    >
      <div className="space-y-6">
        <form onSubmit={submit} noValidate aria-label={t('newReview')} className="space-y-4">
          {intro && <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
          {error && (
            <div ref={bannerRef} className="scroll-mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          {renderForm()}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onClick={onClose} disabled={saving}>
              {t('close')}
            </Button>
            <Button type="submit" variant="primary" busy={saving}>
              {t('save')}
            </Button>
          </div>
        </form>
        <ReviewHistory reviews={history} renderAnswers={renderAnswers} />
      </div>
    </Modal>
  );
}
