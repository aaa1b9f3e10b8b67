/** The export reminder, shown once enough changed since this browser's last export of the account. */
import { useTranslation } from 'react-i18next';
import type { DecisionSummary, RiskAssessment } from '../../data/types';
import { ExportReminder } from '../../ui/my-data/ExportReminder';
import { changesSince, EXPORT_REMINDER_CHANGES, lastExport } from '../export-reminder';

export interface ExportReminderContainerProps {
  userId: string;
  decisions: DecisionSummary[];
  assessments: RiskAssessment[];
  onOpen: () => void;
  onDismiss: () => void;
}

export function ExportReminderContainer({
  userId,
  decisions,
  assessments,
  onOpen,
  onDismiss,
}: ExportReminderContainerProps) {
  const { i18n } = useTranslation();
  const since = lastExport(userId);
  const changes = changesSince(decisions, assessments, since);
  if (changes < EXPORT_REMINDER_CHANGES) return null;
  const date = since ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(since)) : null;
  return <ExportReminder changes={changes} lastExport={date} onOpen={onOpen} onDismiss={onDismiss} />;
}
