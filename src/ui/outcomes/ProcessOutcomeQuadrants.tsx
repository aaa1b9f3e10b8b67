/**
 * The four quadrants of process versus outcome as a 2×2 grid: good process on
 * the top row, good outcome in the left column. Each quadrant names itself,
 * says what it means, counts its decisions and lists them as buttons that open
 * the decision. The list is also the text alternative of the scatter: each
 * entry gives the score and the return. A quadrant's list scrolls in its box
 * and renders only the entries in view (see virtual-rows.ts): years of
 * reviewed decisions cost a few rows each, not a button per decision.
 */
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { type OutcomePoint, type ProcessOutcome, QUADRANT_KEYS } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';
import { useStableCallback } from '../common/use-stable-callback';
import { useDecisionLabel } from '../dashboard/decision-label';
import { PLACED_ROW, placeProps, type RowPlace, useBoxRows } from '../dashboard/virtual-rows';
import { formatReturn } from './format-return';

export interface ProcessOutcomeQuadrantsProps {
  outcome: ProcessOutcome;
  /** Scoring message key → text in the current language. */
  ruleText: (key: string, params?: Record<string, string | number>) => string;
  onOpen: (decisionId: string) => void;
}

/** Tints that tell the quadrants apart at a glance; the names carry the meaning. */
const TINTS: Record<QuadrantKey, string> = {
  earned: 'bg-emerald-50 ring-emerald-200 dark:bg-emerald-950/40 dark:ring-emerald-900',
  badBreak: 'bg-amber-50 ring-amber-200 dark:bg-amber-950/40 dark:ring-amber-900',
  dumbLuck: 'bg-sky-50 ring-sky-200 dark:bg-sky-950/40 dark:ring-sky-900',
  deserved: 'bg-rose-50 ring-rose-200 dark:bg-rose-950/40 dark:ring-rose-900',
};

export function ProcessOutcomeQuadrants({ outcome, ruleText, onOpen }: ProcessOutcomeQuadrantsProps) {
  const { t } = useTranslation('dashboard');
  // Grouped once per outcome, so a quadrant's list keeps its rows between renders of the card.
  const byQuadrant = useMemo(() => {
    const groups = Object.fromEntries(QUADRANT_KEYS.map((key) => [key, [] as OutcomePoint[]])) as Record<
      QuadrantKey,
      OutcomePoint[]
    >;
    for (const point of outcome.points) groups[point.quadrant].push(point);
    return groups;
  }, [outcome.points]);
  return (
    <ul aria-label={t('outcome.quadrants')} className="grid grid-cols-2 gap-2">
      {QUADRANT_KEYS.map((key) => (
        <Quadrant
          key={key}
          quadrant={key}
          name={ruleText(outcome.quadrants[key].name)}
          explanation={ruleText(outcome.quadrants[key].explanation)}
          count={outcome.counts[key]}
          points={byQuadrant[key]}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}

interface QuadrantProps {
  quadrant: QuadrantKey;
  name: string;
  explanation: string;
  count: number;
  points: readonly OutcomePoint[];
  onOpen: (decisionId: string) => void;
}

function Quadrant({ quadrant, name, explanation, count, points, onOpen }: QuadrantProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-quadrant={quadrant}
      className={`min-w-0 rounded-lg p-2 ring-1 sm:p-3 ${TINTS[quadrant]}`}
    >
      <h3 id={headingId} className="text-sm font-semibold break-words">
        {name}
      </h3>
      <p className="text-xs font-medium text-slate-700 tabular-nums dark:text-slate-300">
        {t('outcome.count', { count })}
      </p>
      <p className="mt-1 text-xs break-words text-slate-700 dark:text-slate-300">{explanation}</p>
      {points.length === 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('outcome.none')}</p>
      ) : (
        <QuadrantPoints points={points} onOpen={onOpen} />
      )}
    </li>
  );
}

/** The scrolling box: max-h-60 (15rem); an entry of two lines is about 2.75rem, 0.125rem apart; in pixels at 16 px. */
const BOX_HEIGHT = 240;
const ENTRY_HEIGHT = 44;
const ENTRY_GAP = 2;

function QuadrantPoints({ points, onOpen }: { points: readonly OutcomePoint[]; onOpen: (decisionId: string) => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const label = useDecisionLabel();
  const open = useStableCallback(onOpen);
  const ids = useMemo(() => points.map((point) => point.decisionId), [points]);
  const { scrollRef, listStyle, rows, measure, onFocus } = useBoxRows({
    ids,
    estimate: ENTRY_HEIGHT,
    gap: ENTRY_GAP,
    boxHeight: BOX_HEIGHT,
    overscan: 4,
  });
  return (
    <div ref={scrollRef} className="-mx-1 mt-2 max-h-60 overflow-y-auto">
      <ul style={listStyle} onFocus={onFocus}>
        {rows.map(({ id, index, offset }) => {
          const point = points[index];
          if (!point) return null;
          return (
            <PointEntry
              key={id}
              id={id}
              name={label({ id, name: point.name })}
              detail={t('outcome.point', { score: point.score, returnPct: formatReturn(point.returnPct, lang) })}
              onOpen={open}
              index={index}
              setSize={points.length}
              offset={offset}
              measure={measure}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface PointEntryProps extends RowPlace {
  id: string;
  name: string;
  detail: string;
  onOpen: (decisionId: string) => void;
}

const PointEntry = memo(function PointEntry({ id, name, detail, onOpen, ...place }: PointEntryProps) {
  return (
    <li className={PLACED_ROW} {...placeProps(place)}>
      <button
        type="button"
        onClick={() => onOpen(id)}
        className="flex min-h-10 w-full flex-col items-start rounded-md px-1 py-1 text-left hover:bg-white/70 dark:hover:bg-slate-900/60"
      >
        <span className="w-full text-sm font-medium break-words">{name}</span>
        <span className="text-xs text-slate-700 tabular-nums dark:text-slate-300">{detail}</span>
      </button>
    </li>
  );
});
