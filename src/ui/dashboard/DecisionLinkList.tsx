/**
 * A card listing decisions as buttons that open them; the shared body of the
 * active and completed lists. Items are memoised on plain strings so a long list
 * does not re-render when the parent does.
 */
import { memo } from 'react';
import type { DecisionSummary } from '../../data/types';
import { Card } from './Card';
import { useDecisionLabel } from './decision-label';
import { useProgressiveList } from './use-progressive-list';
import { useStableCallback } from './use-stable-callback';

export interface DecisionLinkListProps {
  title: string;
  emptyText: string;
  /** Already filtered and ordered. */
  decisions: readonly DecisionSummary[];
  /** Short text shown at the end of the item (stage, score…). */
  detail: (decision: DecisionSummary) => string;
  onOpen: (id: string) => void;
}

export function DecisionLinkList({ title, emptyText, decisions, detail, onOpen }: DecisionLinkListProps) {
  const label = useDecisionLabel();
  const open = useStableCallback(onOpen);
  const shown = useProgressiveList(decisions);
  return (
    <Card title={title}>
      {decisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="-mx-2 max-h-72 space-y-0.5 overflow-y-auto">
          {shown.map((decision) => (
            <DecisionLink
              key={decision.id}
              id={decision.id}
              label={label(decision)}
              detail={detail(decision)}
              onOpen={open}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

interface DecisionLinkProps {
  id: string;
  label: string;
  detail: string;
  onOpen: (id: string) => void;
}

const DecisionLink = memo(function DecisionLink({ id, label, detail, onOpen }: DecisionLinkProps) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(id)}
        data-focus-key={`list:${id}`}
        className="flex min-h-10 w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 truncate font-medium">{label}</span>
        <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{detail}</span>
      </button>
    </li>
  );
});
