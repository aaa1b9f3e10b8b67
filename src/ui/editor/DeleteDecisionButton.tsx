/**
 * Delete with a confirm step: the first click only asks. Confirming closes the
 * question and hands over; the button then spins while `deleting`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';

export interface DeleteDecisionButtonProps {
  /** Shown in the question, so the investor knows which decision goes. */
  decisionLabel: string;
  deleting: boolean;
  disabled: boolean;
  onDelete: () => void;
}

export function DeleteDecisionButton({ decisionLabel, deleting, disabled, onDelete }: DeleteDecisionButtonProps) {
  const { t } = useTranslation('editor');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        busy={deleting}
        disabled={disabled}
        onClick={() => setAsking(true)}
        className="text-rose-700 dark:text-rose-300"
      >
        {t('delete.button')}
      </Button>
      <Modal open={asking} onClose={() => setAsking(false)} title={t('delete.title')} size="sm">
        <p className="text-sm">{t('delete.body', { name: decisionLabel })}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button onClick={() => setAsking(false)}>{t('delete.cancel')}</Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              onDelete();
            }}
          >
            {t('delete.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
