/** Active decisions: not completed, or completed but not evaluated yet. Newest first. */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';
import { DecisionLinkList } from './DecisionLinkList';
import { isActive, newestFirst } from './selectors';

export interface ActiveDecisionsListProps {
  /** All of the user's decisions; the list picks the active ones. */
  decisions: readonly DecisionSummary[];
  /** Stages in the decision bank (7). */
  stageCount: number;
  onOpen: (id: string) => void;
}

export const ActiveDecisionsList = memo(function ActiveDecisionsList({
  decisions,
  stageCount,
  onOpen,
}: ActiveDecisionsListProps) {
  const { t } = useTranslation('dashboard');
  const active = useMemo(() => newestFirst(decisions.filter(isActive)), [decisions]);
  return (
    <DecisionLinkList
      title={t('active.title')}
      emptyText={t('active.empty')}
      decisions={active}
      detail={(decision) =>
        decision.completed
          ? t('active.awaitingEvaluation')
          : t('journal.stage', { stage: decision.stage, total: stageCount })
      }
      onOpen={onOpen}
    />
  );
});
