/**
 * One journal row. Memoised: only the rows whose decision, wording or place
 * changed re-render. Texts arrive pre-translated from the journal so each row
 * does not subscribe to i18n on its own. In the journal's virtual list a row
 * gets its place (`RowPlace`); without one it is an ordinary list item.
 */
import { memo, useId } from 'react';
import type { DecisionSummary } from '../../data/types';
import { Button } from '../common/Button';
import { StatusIcon } from './StatusIcon';
import { PLACED_ROW, placeProps, type RowPlace } from './virtual-rows';

export interface JournalRowText {
  completed: string;
  inProgress: string;
  edit: string;
  view: string;
  evaluate: string;
  viewEvaluation: string;
  review: string;
  /** Names the row's tags for screen readers. */
  tags: string;
  /** 'Stage x/N' for a stage number. */
  stage: (stage: number) => string;
}

export interface JournalRowProps extends Partial<RowPlace> {
  decision: DecisionSummary;
  /** The decision's name or its fallback. */
  label: string;
  text: JournalRowText;
  /** Edit Decision / View Decision: the editor opens read-only for evaluated decisions. */
  onOpen: (id: string) => void;
  /** Evaluate / View Evaluation, completed decisions only. */
  onEvaluate: (id: string) => void;
  /** When the decision is next reviewed, worded ("Next review 24 Feb 2027"); completed decisions only. */
  nextReview?: string;
  /** The review date has come. */
  reviewDue?: boolean;
  /** Review, completed decisions only; absent where reviews are not offered. */
  onReview?: (id: string) => void;
  /** The journal is still opening: the buttons show but cannot be used yet. */
  disabled?: boolean;
}

export const JournalRow = memo(function JournalRow({
  decision,
  label,
  text,
  onOpen,
  onEvaluate,
  nextReview,
  reviewDue = false,
  onReview,
  disabled = false,
  ...place
}: JournalRowProps) {
  const nameId = useId();
  const { id, completed, evaluated, tags } = decision;
  const placed = place.index !== undefined;
  return (
    // A placed row draws its own top rule (the rows around it may not be rendered), and its layout and paint
    // are contained: a row that changes lays out no other row, and nothing of it spills over its neighbours.
    <li
      className={`flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center ${placed ? `${PLACED_ROW} border-t border-slate-200 [contain:layout_paint] dark:border-slate-800` : ''}`}
      {...placeProps(place)}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <StatusIcon completed={completed} label={completed ? text.completed : text.inProgress} />
        <div className="min-w-0">
          <p id={nameId} className="truncate font-medium">
            {label}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {text.stage(decision.stage)}
            {completed && nextReview && (
              <>
                {' · '}
                <span className={reviewDue ? 'font-medium text-amber-800 dark:text-amber-300' : undefined}>
                  {nextReview}
                </span>
              </>
            )}
          </p>
          {/* Plain text in one line, cut at the row's edge: a journal of thousands of rows stays light. */}
          {tags.length > 0 && (
            <p className="mt-1 flex gap-1 overflow-hidden p-px text-xs whitespace-nowrap">
              <span className="sr-only">{text.tags}: </span>
              {tags.map((tag) => (
                <span
                  key={tag}
                  className="shrink-0 rounded-full bg-sky-50 px-2 py-px text-sky-900 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800"
                >
                  {tag}
                </span>
              ))}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button aria-describedby={nameId} onClick={() => onOpen(id)} data-focus-key={`edit:${id}`} disabled={disabled}>
          {evaluated ? text.view : text.edit}
        </Button>
        {completed && (
          <Button variant="primary" aria-describedby={nameId} onClick={() => onEvaluate(id)} disabled={disabled}>
            {evaluated ? text.viewEvaluation : text.evaluate}
          </Button>
        )}
        {completed && onReview && (
          <Button
            variant={reviewDue ? 'primary' : 'secondary'}
            aria-describedby={nameId}
            onClick={() => onReview(id)}
            data-focus-key={`review:${id}`}
            disabled={disabled}
          >
            {text.review}
          </Button>
        )}
      </div>
    </li>
  );
});
