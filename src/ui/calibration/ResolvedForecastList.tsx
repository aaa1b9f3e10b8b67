/**
 * Every resolved forecast, newest review first: the decision, the probability
 * given and whether the thesis came true, the range beside the actual return
 * and whether it held, and the return over the benchmark. Outcomes are words,
 * the colours only repeat them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { ResolvedForecast } from '../../scoring/calibration-types';
import { formatDay } from '../common/format-date';
import { useDecisionLabel } from '../dashboard/decision-label';
import { useProgressiveList } from '../dashboard/use-progressive-list';
import { formatReturn } from '../outcomes/format-return';
import { formatExcess, formatShare } from './format-calibration';

type Tone = 'good' | 'bad' | 'none';

const TONES: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-100 dark:ring-emerald-800',
  bad: 'bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950/50 dark:text-rose-100 dark:ring-rose-800',
  none: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export function ResolvedForecastList({ resolved }: { resolved: readonly ResolvedForecast[] }) {
  const { t, i18n } = useTranslation('calibration');
  const lang = useLang();
  const label = useDecisionLabel();
  const newestFirst = useMemo(() => [...resolved].reverse(), [resolved]);
  // Hundreds of forecasts paint their first rows at once and the rest behind them.
  const shown = useProgressiveList(newestFirst);
  if (resolved.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('resolvedList.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {shown.map((forecast) => {
        const outcome =
          forecast.outcome === 1
            ? { tone: 'good' as const, text: t('resolvedList.outcome.yes') }
            : forecast.outcome === 0
              ? { tone: 'bad' as const, text: t('resolvedList.outcome.no') }
              : { tone: 'none' as const, text: t('resolvedList.outcome.none') };
        return (
          <li key={forecast.decisionId} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="min-w-0 font-medium break-words">
                {label({ id: forecast.decisionId, name: forecast.name })}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('resolvedList.reviewed', { date: formatDay(forecast.resolvedAt, i18n.language) })}
              </p>
            </div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 tabular-nums">
              <span>{t('resolvedList.gave', { probability: formatShare(forecast.probability, lang) })}</span>
              <Badge tone={outcome.tone}>{outcome.text}</Badge>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 tabular-nums dark:text-slate-300">
              <span>
                {forecast.range
                  ? t('resolvedList.range', {
                      low: formatReturn(forecast.range.low, lang),
                      high: formatReturn(forecast.range.high, lang),
                    })
                  : t('resolvedList.noRange')}
                {' · '}
                {forecast.actualReturn === null
                  ? t('resolvedList.noReturn')
                  : t('resolvedList.actual', { value: formatReturn(forecast.actualReturn, lang) })}
              </span>
              {forecast.rangeHit !== null && (
                <Badge tone={forecast.rangeHit ? 'good' : 'bad'}>
                  {forecast.rangeHit ? t('resolvedList.hit') : t('resolvedList.miss')}
                </Badge>
              )}
            </p>
            <p className="text-slate-700 tabular-nums dark:text-slate-300">
              {forecast.excessReturn === null
                ? t('resolvedList.noExcess')
                : forecast.benchmark
                  ? t('resolvedList.excessNamed', {
                      value: formatExcess(forecast.excessReturn, lang),
                      benchmark: forecast.benchmark,
                    })
                  : t('resolvedList.excess', { value: formatExcess(forecast.excessReturn, lang) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
