/**
 * What a scoring-rules edit does to answers already given, before it lands:
 * how many ratings and risk types move, where they go (a before → after
 * matrix), how far scores move (a histogram) and the records that moved most
 * with the rules that moved them. It shows a computed diff and asks for one;
 * StudioImpact computes it.
 */
import { useTranslation } from 'react-i18next';
import type { ScoreDiff } from '../scoring/score-diff';
import { Button } from '../ui/common/Button';
import { ImpactHistogram } from './ImpactHistogram';
import { ImpactMatrix } from './ImpactMatrix';
import { ImpactMovers } from './ImpactMovers';
import { type ImpactKind, largestMovers, moveMatrix, scoreChangeHistogram } from './impact-view';

export type ImpactState =
  | { kind: 'idle' | 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; diff: ScoreDiff; orders: Record<ImpactKind, string[]>; ms: number };

export interface ImpactPanelProps {
  state: ImpactState;
  /** The text changed after the diff shown was computed. */
  stale: boolean;
  onRun: () => void;
  /** What the diff compares and over how many random records, for the panel's explanation. */
  base: string;
  count: number;
  seed: number;
}

const KINDS: readonly ImpactKind[] = ['decision', 'assessment'];

function Results({ diff, orders, ms }: Extract<ImpactState, { kind: 'ready' }>) {
  const { t } = useTranslation('studio');
  const { summary } = diff;
  const counts: [string, number][] = [
    [t('impact.counts.ratings'), summary.decisions.changedRatings],
    [t('impact.counts.types'), summary.assessments.changedTypes],
    [t('impact.counts.decisionScores'), summary.decisions.changedScores],
    [t('impact.counts.assessmentScores'), summary.assessments.changedScores],
    ...(summary.failures > 0 ? [[t('impact.counts.failures'), summary.failures] as [string, number]] : []),
  ];
  const movers = largestMovers(diff);
  return (
    <div className="space-y-4">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('impact.time', {
          ms: Math.round(ms),
          decisions: summary.decisions.compared,
          assessments: summary.assessments.compared,
        })}
      </p>
      <dl aria-label={t('impact.counts.label')} className="grid grid-cols-2 gap-2">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 px-2 py-1 dark:border-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {diff.changes.length === 0 ? (
        <p className="text-sm text-emerald-800 dark:text-emerald-200">{t('impact.empty')}</p>
      ) : (
        <>
          <ImpactMatrix kind="decision" matrix={moveMatrix(summary.ratingMoves, orders.decision)} />
          <ImpactMatrix kind="assessment" matrix={moveMatrix(summary.typeMoves, orders.assessment)} />
          <section aria-labelledby="studio-impact-histogram-heading">
            <h3 id="studio-impact-histogram-heading" className="pb-1 text-sm font-semibold">
              {t('impact.histogram.heading')}
            </h3>
            <div className="flex flex-col gap-3 sm:flex-row">
              {KINDS.map((kind) => (
                <ImpactHistogram key={kind} kind={kind} bins={scoreChangeHistogram(diff, kind)} />
              ))}
            </div>
          </section>
          {movers.length > 0 ? <ImpactMovers movers={movers} /> : null}
        </>
      )}
    </div>
  );
}

export function ImpactPanel({ state, stale, onRun, base, count, seed }: ImpactPanelProps) {
  const { t } = useTranslation('studio');
  const loading = state.kind === 'loading';
  return (
    <section aria-labelledby="studio-impact-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="studio-impact-heading" className="mr-auto text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('impact.heading')}
        </h2>
        <Button onClick={onRun} busy={loading} disabled={loading}>
          {t(state.kind === 'ready' || state.kind === 'failed' ? 'impact.rerun' : 'impact.run')}
        </Button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('impact.intro', { base, count, seed })}</p>
      <div role="status" className="text-sm">
        {loading ? <p className="text-slate-600 dark:text-slate-300">{t('impact.loading')}</p> : null}
        {state.kind === 'ready' && stale ? (
          <p className="text-amber-800 dark:text-amber-200">{t('impact.stale')}</p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        // Out-of-date figures keep their full contrast: the note above says they are out of date, and they stay readable.
        <div className={stale ? 'border-l-4 border-dashed border-amber-400 pl-2' : undefined}>
          <Results {...state} />
        </div>
      ) : null}
    </section>
  );
}
