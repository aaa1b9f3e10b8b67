/**
 * A card listing decisions as buttons that open them; the shared body of the
 * active, completed and due lists. The list scrolls inside the card after about
 * seven items and renders only those in view (see virtual-rows.ts), so a history
 * of thousands costs a handful of rows. Items are memoised on plain strings and
 * numbers so a long list does not re-render when the parent does.
 */
import { memo, useMemo } from 'react';
import type { DecisionSummary } from '../../data/types';
import { useStableCallback } from '../common/use-stable-callback';
import { Card } from './Card';
import { useDecisionLabel } from './decision-label';
import { PLACED_ROW, placeProps, type RowPlace, useBoxRows } from './virtual-rows';

export interface DecisionLinkListProps {
  title: string;
  emptyText: string;
  /** Already filtered and ordered. */
  decisions: readonly DecisionSummary[];
  /** Short text shown at the end of the item (stage, score…). */
  detail: (decision: DecisionSummary) => string;
  onOpen: (id: string) => void;
}

/** The scrolling box: max-h-72 (18rem), items of min-h-10 (2.5rem) 0.125rem apart, in pixels at the default 16 px. */
const BOX_HEIGHT = 288;
const ITEM_HEIGHT = 40;
const ITEM_GAP = 2;

export function DecisionLinkList({ title, emptyText, decisions, detail, onOpen }: DecisionLinkListProps) {
  const label = useDecisionLabel();
  const open = useStableCallback(onOpen);
  const ids = useMemo(() => decisions.map((decision) => decision.id), [decisions]);
  const { scrollRef, listStyle, rows, measure, onFocus } = useBoxRows({
    ids,
    estimate: ITEM_HEIGHT,
    gap: ITEM_GAP,
    boxHeight: BOX_HEIGHT,
    overscan: 6,
  });
  return (
    <Card title={title}>
      {decisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <div ref={scrollRef} className="-mx-2 max-h-72 overflow-y-auto">
          <ul style={listStyle} onFocus={onFocus}>
            {rows.map(({ id, index, offset }) => {
              const decision = decisions[index];
              if (!decision) return null;
              return (
                <DecisionLink
                  key={id}
                  id={id}
                  label={label(decision)}
                  detail={detail(decision)}
                  onOpen={open}
                  index={index}
                  setSize={decisions.length}
                  offset={offset}
                  measure={measure}
                />
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}

interface DecisionLinkProps extends RowPlace {
  id: string;
  label: string;
  detail: string;
  onOpen: (id: string) => void;
}

const DecisionLink = memo(function DecisionLink({ id, label, detail, onOpen, ...place }: DecisionLinkProps) {
  return (
    <li className={PLACED_ROW} {...placeProps(place)}>
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
