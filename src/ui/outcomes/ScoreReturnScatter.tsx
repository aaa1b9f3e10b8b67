/**
 * The scatter of evaluation score against reviewed return, with the plain-words
 * lines on what this many decisions can show and what the rank correlation
 * says. Below the rules' minimum it shows only the sentence saying when the
 * scatter appears: a handful of dots invites reading a pattern into luck.
 * Past a few hundred decisions the dots are groups of nearby decisions
 * (scatter-marks.ts), and a line under the chart says so. The chart itself
 * (recharts) loads on demand.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { OutcomeMessage, ProcessOutcome } from '../../scoring/process-outcome';
import { ChartFrame } from '../common/ChartFrame';
import { useDecisionLabel } from '../dashboard/decision-label';
import { formatReturn } from './format-return';
import type { MarkTooltip } from './ScoreReturnChart';
import { type ScatterMark, SINGLE_DOT_LIMIT } from './scatter-marks';

const ScoreReturnChart = lazy(() => import('./ScoreReturnChart'));

/** A cell edge on the score axis: whole numbers with the shipped rules, one decimal at most otherwise. */
const scoreText = (score: number) => Math.round(score * 10) / 10;

export interface ScoreReturnScatterProps {
  outcome: ProcessOutcome;
  /** Scoring message key → text in the current language. */
  ruleText: (key: string, params?: Record<string, string | number>) => string;
}

export function ScoreReturnScatter({ outcome, ruleText }: ScoreReturnScatterProps) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const label = useDecisionLabel();
  const { sample, thresholds } = outcome;
  // Past the limit the chart draws groups (scatter-marks.ts, in the chart's own chunk); its name and the
  // line under it say so from the start.
  const grouped = outcome.points.length > SINGLE_DOT_LIMIT;
  const say = (message: OutcomeMessage | null) => (message ? ruleText(message.key, message.params) : null);
  if (sample.n === 0) return null;
  const tooltip = (mark: ScatterMark): MarkTooltip =>
    mark.kind === 'point'
      ? {
          heading: label({ id: mark.decisionId, name: mark.name }),
          detail: t('outcome.scatter.tooltip', { score: mark.score, returnPct: formatReturn(mark.returnPct, lang) }),
        }
      : {
          heading: t('outcome.scatter.group', {
            count: mark.count,
            scoreFrom: scoreText(mark.scoreRange[0]),
            scoreTo: scoreText(mark.scoreRange[1]),
            returnFrom: formatReturn(mark.returnRange[0], lang),
            returnTo: formatReturn(mark.returnRange[1], lang),
          }),
          detail: null,
        };
  const chartLabel = t(grouped ? 'outcome.scatter.chartGrouped' : 'outcome.scatter.chart');
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{t('outcome.scatter.title')}</h3>
      {sample.scatter && (
        <>
          <ChartFrame heightClass="h-64" label={chartLabel} loadingLabel={t('outcome.scatter.loading')}>
            <ScoreReturnChart
              points={outcome.points}
              minScore={thresholds.minScore}
              minReturn={thresholds.minReturn}
              label={chartLabel}
              xLabel={t('outcome.scatter.x')}
              yLabel={t('outcome.scatter.y')}
              tooltip={tooltip}
            />
          </ChartFrame>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('outcome.scatter.lines', { minScore: thresholds.minScore, minReturn: thresholds.minReturn })}
          </p>
          {grouped && (
            <p data-testid="scatter-grouped" className="text-xs text-slate-600 dark:text-slate-400">
              {t('outcome.scatter.grouped')}
            </p>
          )}
        </>
      )}
      <p data-testid="sample-size" className="text-sm text-slate-700 dark:text-slate-300">
        {say(sample.sizeMessage)}
      </p>
      {sample.correlationMessage && (
        <p data-testid="correlation" className="text-sm text-slate-700 dark:text-slate-300">
          {say(sample.correlationMessage)}
        </p>
      )}
    </div>
  );
}
