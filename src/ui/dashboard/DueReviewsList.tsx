/**
 * Completed decisions whose review date has come, the longest overdue first,
 * each with how long it has waited. Shown only while something is due, so it
 * reads as a prompt rather than one more empty card.
 */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';
import { DecisionLinkList } from './DecisionLinkList';

export interface DueReview {
  decision: DecisionSummary;
  /** Whole days since the review fell due; 0 on the day itself. */
  daysOverdue: number;
}

export interface DueReviewsListProps {
  /** Already ordered, longest overdue first. */
  due: readonly DueReview[];
  onOpen: (id: string) => void;
}

export const DueReviewsList = memo(function DueReviewsList({ due, onOpen }: DueReviewsListProps) {
  const { t } = useTranslation('dashboard');
  // Kept while `due` is: a new list would have the virtual list lay out every row again.
  const decisions = useMemo(() => due.map(({ decision }) => decision), [due]);
  const daysOverdue = useMemo(() => new Map(due.map((review) => [review.decision.id, review.daysOverdue])), [due]);
  if (due.length === 0) return null;
  return (
    <DecisionLinkList
      title={t('due.title', { count: due.length })}
      emptyText=""
      decisions={decisions}
      detail={(decision) => {
        const days = daysOverdue.get(decision.id) ?? 0;
        return days === 0 ? t('due.today') : t('due.overdue', { count: days });
      }}
      onOpen={onOpen}
    />
  );
});
