/** Completed decisions: completed and evaluated, each with its score. Newest first. */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';
import { DecisionLinkList } from './DecisionLinkList';
import { isEvaluated, newestFirst } from './selectors';

export interface CompletedDecisionsListProps {
  /** All of the user's decisions; the list picks the evaluated ones. */
  decisions: readonly DecisionSummary[];
  onOpen: (id: string) => void;
}

export const CompletedDecisionsList = memo(function CompletedDecisionsList({
  decisions,
  onOpen,
}: CompletedDecisionsListProps) {
  const { t } = useTranslation('dashboard');
  const evaluated = useMemo(() => newestFirst(decisions.filter(isEvaluated)), [decisions]);
  return (
    <DecisionLinkList
      title={t('completed.title')}
      emptyText={t('completed.empty')}
      decisions={evaluated}
      detail={(decision) => t('completed.score', { score: decision.evaluationScore ?? '–' })}
      onOpen={onOpen}
    />
  );
});
