/**
 * How far scores moved: the records whose score changed, counted in bins of a
 * round width, each bar as long as its share of the largest bin. Every bar
 * carries its range and count in words for screen readers.
 */
import { useTranslation } from 'react-i18next';
import { changeText } from './impact-format';
import type { HistogramBin, ImpactKind } from './impact-view';

export interface ImpactHistogramProps {
  kind: ImpactKind;
  bins: readonly HistogramBin[];
}

export function ImpactHistogram({ kind, bins }: ImpactHistogramProps) {
  const { t } = useTranslation('studio');
  const largest = Math.max(1, ...bins.map(({ count }) => count));
  const captionId = `studio-impact-histogram-${kind}`;
  return (
    <figure className="min-w-0 flex-1" aria-labelledby={captionId}>
      <figcaption id={captionId} className="pb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t(kind === 'decision' ? 'impact.histogram.decision' : 'impact.histogram.assessment')}
      </figcaption>
      {bins.length === 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">{t('impact.histogram.none')}</p>
      ) : (
        <ul className="space-y-0.5 text-xs tabular-nums">
          {bins.map(({ from, to, count }) => {
            const range = t('impact.histogram.bin', { from: changeText(from), to: changeText(to) });
            return (
              <li
                key={from}
                aria-label={t('impact.histogram.count', { range, count })}
                className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2"
              >
                <span aria-hidden="true" className="text-right text-slate-600 dark:text-slate-400">
                  {range}
                </span>
                <span aria-hidden="true" className="h-3 rounded-sm bg-slate-200 dark:bg-slate-800">
                  <span
                    className={`block h-3 rounded-sm ${from < 0 ? 'bg-rose-600 dark:bg-rose-400' : 'bg-sky-700 dark:bg-sky-400'}`}
                    style={{ width: `${(count / largest) * 100}%` }}
                  />
                </span>
                <span aria-hidden="true" className="text-right">
                  {t('impact.histogram.countValue', { value: count })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
