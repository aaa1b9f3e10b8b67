/** The assessment history: the session's assessments as the dialog shows them, deleted through the store. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorePort } from '../../data/ports';
import type { RiskAssessment } from '../../data/types';
import { useMessageText } from '../../ui/common/use-message-text';
import { historyEntries } from '../../ui/risk-history/entries';
import { RiskHistoryDialog } from '../../ui/risk-history/RiskHistoryDialog';
import { useRuleText } from './use-rule-text';

export interface RiskHistoryContainerProps {
  open: boolean;
  onClose: () => void;
  /** Oldest first. */
  assessments: RiskAssessment[];
  store: Pick<StorePort, 'deleteRiskAssessment'>;
  onDeleted: (id: string) => void;
}

export function RiskHistoryContainer({ open, onClose, assessments, store, onDeleted }: RiskHistoryContainerProps) {
  const { i18n } = useTranslation();
  const ruleText = useRuleText();
  const texts = useMessageText();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const entries = useMemo(
    () => historyEntries(assessments, i18n.language, ruleText),
    [assessments, i18n.language, ruleText],
  );

  async function remove(id: string) {
    setDeletingId(id);
    setError(null);
    try {
      await store.deleteRiskAssessment(id);
      onDeleted(id);
    } catch (caught) {
      setError(texts.error(caught));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <RiskHistoryDialog
      open={open}
      onClose={() => {
        setError(null);
        onClose();
      }}
      entries={entries}
      deletingId={deletingId}
      error={error}
      onDelete={(id) => void remove(id)}
    />
  );
}
