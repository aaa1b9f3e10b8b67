/**
 * The four quadrants of process versus outcome as a 2×2 grid: good process on
 * the top row, good outcome in the left column. Each quadrant names itself,
 * says what it means, counts its decisions and lists them as buttons that open
 * the decision. The list is also the text alternative of the scatter: each
 * entry gives the score and the return.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { type OutcomePoint, type ProcessOutcome, QUADRANT_KEYS } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';
import { useDecisionLabel } from '../dashboard/decision-label';
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
  return (
    <ul aria-label={t('outcome.quadrants')} className="grid grid-cols-2 gap-2">
      {QUADRANT_KEYS.map((key) => (
        <Quadrant
          key={key}
          quadrant={key}
          name={ruleText(outcome.quadrants[key].name)}
          explanation={ruleText(outcome.quadrants[key].explanation)}
          count={outcome.counts[key]}
          points={outcome.points.filter((point) => point.quadrant === key)}
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
  points: OutcomePoint[];
  onOpen: (decisionId: string) => void;
}

function Quadrant({ quadrant, name, explanation, count, points, onOpen }: QuadrantProps) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const label = useDecisionLabel();
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
        <ul className="-mx-1 mt-2 max-h-60 space-y-0.5 overflow-y-auto">
          {points.map((point) => (
            <li key={point.decisionId}>
              <button
                type="button"
                onClick={() => onOpen(point.decisionId)}
                className="flex min-h-10 w-full flex-col items-start rounded-md px-1 py-1 text-left hover:bg-white/70 dark:hover:bg-slate-900/60"
              >
                <span className="w-full text-sm font-medium break-words">
                  {label({ id: point.decisionId, name: point.name })}
                </span>
                <span className="text-xs text-slate-700 tabular-nums dark:text-slate-300">
                  {t('outcome.point', { score: point.score, returnPct: formatReturn(point.returnPct, lang) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
