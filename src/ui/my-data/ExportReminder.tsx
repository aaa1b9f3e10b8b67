/** A reminder on the dashboard to export, once enough has changed since the last export. */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';

export interface ExportReminderProps {
  /** Changes since the last export. */
  changes: number;
  /** The last export's date in the UI language, or null when there was none. */
  lastExport: string | null;
  onOpen: () => void;
  onDismiss: () => void;
}

export function ExportReminder({ changes, lastExport, onOpen, onDismiss }: ExportReminderProps) {
  const { t } = useTranslation('data');
  const count = String(changes);
  return (
    <Alert tone="warning" onDismiss={onDismiss}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1">
          {lastExport ? t('reminder.since', { count, date: lastExport }) : t('reminder.never', { count })}
        </p>
        <Button onClick={onOpen}>{t('reminder.open')}</Button>
      </div>
    </Alert>
  );
}
