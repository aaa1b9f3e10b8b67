/**
 * Every bin of the rules file as a table row: its probability span, how many
 * forecasts it holds, their mean stated probability, how often they came true
 * and the 95% interval of that share. The text alternative of the chart, and
 * where bins without forecasts still show.
 */
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { CalibrationBin } from '../../scoring/calibration-types';
import { formatShare } from './format-calibration';

export function CalibrationBinsTable({ bins }: { bins: readonly CalibrationBin[] }) {
  const { t } = useTranslation('calibration');
  const lang = useLang();
  const percent = (share: number) => formatShare(share, lang);
  const head = 'px-1.5 py-2 align-bottom sm:px-2 text-end font-medium first:ps-0 first:text-start last:pe-0';
  const cell = 'px-1.5 py-1.5 sm:px-2 text-end tabular-nums first:ps-0 first:text-start last:pe-0';
  return (
    // Narrow enough for a phone without scrolling: cells wrap at the dash of a span.
    <table className="w-full text-xs sm:text-sm">
      <caption className="pb-2 text-start text-sm font-semibold">{t('bins.caption')}</caption>
      <thead className="text-xs text-slate-600 dark:text-slate-400">
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className={head}>
            {t('bins.range')}
          </th>
          <th scope="col" className={head}>
            {t('bins.n')}
          </th>
          <th scope="col" className={head}>
            {t('bins.forecast')}
          </th>
          <th scope="col" className={head}>
            {t('bins.observed')}
          </th>
          <th scope="col" className={head}>
            {t('bins.interval')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {bins.map((bin) => {
          const empty = bin.n === 0;
          return (
            <tr key={bin.from} className={empty ? 'text-slate-500 dark:text-slate-400' : ''}>
              <th scope="row" className={`${cell} font-normal`}>
                {t('bins.span', { from: percent(bin.from), to: percent(bin.to) })}
              </th>
              <td className={cell}>{bin.n}</td>
              {empty ? (
                <td colSpan={3} className={cell}>
                  {t('bins.empty')}
                </td>
              ) : (
                <>
                  <td className={cell}>{percent(bin.meanForecast)}</td>
                  <td className={cell}>{percent(bin.observed)}</td>
                  <td className={cell}>{t('bins.between', { low: percent(bin.low), high: percent(bin.high) })}</td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
