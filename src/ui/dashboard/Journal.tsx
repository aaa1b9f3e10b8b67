/**
 * The decision journal: counts, every decision newest
 * first, and the New Investment Checkpoint button. Built to stay quick with
 * 10,000 decisions: only the rows on screen are rendered (the page scrolls as a
 * whole, so the window is what they follow: see virtual-rows.ts); sorting and
 * wording are memoised and rows are memo components fed stable callbacks, so a
 * parent re-render costs no row re-renders.
 */
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';
import { Button } from '../common/Button';
import { formatDay } from '../common/format-date';
import { useStableCallback } from '../common/use-stable-callback';
import { Card } from './Card';
import { useOpenerKey, useReturnFocusToOpener } from './DashboardLayout';
import { useDecisionLabel } from './decision-label';
import { JournalRow, type JournalRowText } from './JournalRow';
import { newestFirst } from './selectors';
import { useWindowRows } from './virtual-rows';

/** A row's height before it is measured: one line of buttons beside the name (sm and up), below it on a phone. */
function estimatedRowHeight(): number {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 640px)').matches ? 113 : 65;
}

/** The decision whose row holds the control the focus returns to (Edit, View or Review), if any. */
function decisionOfOpener(key: string | null): string | null {
  return key?.match(/^(?:edit|review):(.+)$/)?.[1] ?? null;
}

/** How many decisions the journal holds, and how many of them are completed. */
export interface JournalCounts {
  total: number;
  completed: number;
}

export interface JournalProps {
  /** All of the user's decisions, in any order: the counts read these (unless `counts` are given). */
  decisions: readonly DecisionSummary[];
  /** The counts, when `decisions` are only the newest of the journal (its first screen, while it opens). */
  counts?: JournalCounts;
  /** The decisions the list shows (a filter's result, any order); all of them unless given. */
  rows?: readonly DecisionSummary[];
  /** Search and filters, above the list. */
  toolbar?: ReactNode;
  /** Stages in the decision bank (7). */
  stageCount: number;
  onNew: () => void;
  /** Edit Decision / View Decision. */
  onOpen: (id: string) => void;
  /** Evaluate / View Evaluation. */
  onEvaluate: (id: string) => void;
  /** How many completed decisions are due for review; counted in the header when any are. */
  dueCount?: number;
  /** Each completed decision's next review date (ISO 8601), or null when it has none. */
  reviewDates?: ReadonlyMap<string, string | null>;
  /** The moment review dates are compared with (ms); the time of the render unless given. */
  now?: number;
  /** Review a completed decision; without it rows offer no Review button. */
  onReview?: (id: string) => void;
  /**
   * The rows are this browser's copy while the database opens: they show, said to be opening,
   * and nothing that needs the database (New, the rows' buttons, the search) can be used yet.
   */
  opening?: boolean;
  /**
   * The rows are only the newest of a long journal, the rest being read (`reading`) or having failed to be
   * (`failed`, with `onRetryOlder`): the rows can be used, the counts are the whole journal's (`counts`), and
   * the filters, which would miss the older ones, wait.
   */
  older?: 'reading' | 'failed' | null;
  onRetryOlder?: () => void;
}

export function Journal({
  decisions,
  counts,
  rows: shownRows,
  toolbar,
  stageCount,
  onNew,
  onOpen,
  onEvaluate,
  dueCount = 0,
  reviewDates,
  now,
  onReview,
  opening = false,
  older = null,
  onRetryOlder,
}: JournalProps) {
  const { t, i18n } = useTranslation(['dashboard', 'review', 'common']);
  const label = useDecisionLabel();
  const sorted = useMemo(() => newestFirst(shownRows ?? decisions), [shownRows, decisions]);
  const ids = useMemo(() => sorted.map((decision) => decision.id), [sorted]);
  const keep = decisionOfOpener(useOpenerKey());
  const [estimate] = useState(estimatedRowHeight);
  // While the database opens only the rows on screen are drawn: they are what a returning investor waits for,
  // and nothing in them can be pressed yet. The rows either side come with the loaded journal.
  const overscan = opening ? 0 : 8;
  const { listRef, listStyle, rows, measure, onFocus } = useWindowRows({ ids, estimate, overscan, keep });
  const counted = useMemo(() => decisions.filter((decision) => decision.completed).length, [decisions]);
  const completedCount = counts?.completed ?? counted;
  const text = useMemo<JournalRowText>(
    () => ({
      completed: t('journal.statusCompleted'),
      inProgress: t('journal.statusInProgress'),
      edit: t('journal.edit'),
      view: t('journal.view'),
      evaluate: t('journal.evaluate'),
      viewEvaluation: t('journal.viewEvaluation'),
      review: t('review:start'),
      tags: t('journal.tags'),
      stage: (stage) => t('journal.stage', { stage, total: stageCount }),
    }),
    [t, stageCount],
  );
  const open = useStableCallback(onOpen);
  const evaluate = useStableCallback(onEvaluate);
  const review = useStableCallback(onReview ?? (() => {}));
  const at = now ?? Date.now();
  const reviewOf = (id: string) => {
    const dueAt = reviewDates?.get(id);
    if (dueAt === undefined) return { nextReview: undefined, reviewDue: false };
    if (dueAt === null) return { nextReview: t('review:next.none'), reviewDue: false };
    const date = formatDay(dueAt, i18n.language);
    const due = Date.parse(dueAt) <= at;
    return { nextReview: due ? t('review:next.due', { date }) : t('review:next.on', { date }), reviewDue: due };
  };
  useReturnFocusToOpener();
  const newButton = (
    <Button variant="primary" onClick={onNew} icon={<PlusIcon />} data-focus-key="new" disabled={opening}>
      {t('journal.new')}
    </Button>
  );

  const status = opening ? (
    t('journal.opening')
  ) : older === 'reading' ? (
    t('journal.readingOlder')
  ) : older === 'failed' ? (
    <>
      {t('journal.olderFailed')}{' '}
      <button type="button" className="font-medium text-sky-700 underline dark:text-sky-400" onClick={onRetryOlder}>
        {t('common:retry')}
      </button>
    </>
  ) : null;

  return (
    <Card
      title={t('journal.title')}
      actions={
        status ? (
          // Beside the button, so the rows do not move when it goes.
          <div className="flex flex-wrap items-center gap-3">
            <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {status}
            </span>
            {newButton}
          </div>
        ) : (
          newButton
        )
      }
    >
      <dl className={`mb-4 grid gap-3 ${dueCount > 0 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        <Count
          label={t('journal.made')}
          value={t('journal.countValue', { value: counts?.total ?? decisions.length })}
        />
        <Count label={t('journal.completed')} value={t('journal.countValue', { value: completedCount })} />
        {dueCount > 0 && <Count label={t('journal.due')} value={t('journal.countValue', { value: dueCount })} />}
      </dl>
      {decisions.length > 0 && (
        // Always this fieldset, so the search keeps what was typed when the journal opens; `contents` adds no box.
        <fieldset disabled={opening || older !== null} className="contents">
          {toolbar}
        </fieldset>
      )}
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {decisions.length === 0 ? t('journal.empty') : t('journal.noMatch')}
        </p>
      ) : (
        <ul ref={listRef} className="-mx-4" style={listStyle} onFocus={onFocus}>
          {rows.map(({ id, index, offset }) => {
            const decision = sorted[index];
            if (!decision) return null;
            return (
              <JournalRow
                key={id}
                decision={decision}
                label={label(decision)}
                text={text}
                onOpen={open}
                onEvaluate={evaluate}
                onReview={onReview ? review : undefined}
                disabled={opening}
                {...reviewOf(id)}
                index={index}
                setSize={sorted.length}
                offset={offset}
                measure={measure}
              />
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** A count as the reader's language groups its digits (the text's number format). */
function Count({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}
