/** Offers back what was typed but not saved (after a reload, a crash or a failed save). */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';

export interface DraftNoticeProps {
  /** ISO time the draft was last written. */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftNotice({ savedAt, onRestore, onDiscard }: DraftNoticeProps) {
  const { t, i18n } = useTranslation('editor');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(savedAt),
  );
  return (
    <Alert tone="warning" title={t('draft.title')}>
      <p>{t('draft.body', { time })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onRestore}>
          {t('draft.restore')}
        </Button>
        <Button onClick={onDiscard}>{t('draft.discard')}</Button>
      </div>
    </Alert>
  );
}
