/**
 * The scatter of evaluation score against reviewed return, with the plain-words
 * lines on what this many decisions can show and what the rank correlation
 * says. Below the rules' minimum it shows only the sentence saying when the
 * scatter appears: a handful of dots invites reading a pattern into luck.
 * The chart itself (recharts) loads on demand.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { OutcomeMessage, ProcessOutcome } from '../../scoring/process-outcome';
import { ChartFrame } from '../common/ChartFrame';
import { useDecisionLabel } from '../dashboard/decision-label';
import { formatReturn } from './format-return';
import type { ScatterDatum } from './ScoreReturnChart';

const ScoreReturnChart = lazy(() => import('./ScoreReturnChart'));

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
  const say = (message: OutcomeMessage | null) => (message ? ruleText(message.key, message.params) : null);
  if (sample.n === 0) return null;
  const data: ScatterDatum[] = outcome.points.map((point) => ({
    name: label({ id: point.decisionId, name: point.name }),
    score: point.score,
    returnPct: point.returnPct,
    returnText: formatReturn(point.returnPct, lang),
    quadrant: point.quadrant,
  }));
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{t('outcome.scatter.title')}</h3>
      {sample.scatter && (
        <>
          <ChartFrame heightClass="h-64" label={t('outcome.scatter.chart')} loadingLabel={t('outcome.scatter.loading')}>
            <ScoreReturnChart
              data={data}
              minScore={thresholds.minScore}
              minReturn={thresholds.minReturn}
              label={t('outcome.scatter.chart')}
              xLabel={t('outcome.scatter.x')}
              yLabel={t('outcome.scatter.y')}
              detail={(datum) => t('outcome.scatter.tooltip', { score: datum.score, returnPct: datum.returnText })}
            />
          </ChartFrame>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('outcome.scatter.lines', { minScore: thresholds.minScore, minReturn: thresholds.minReturn })}
          </p>
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
