/**
 * Loads the calibration chart on demand: the import() below gives recharts a
 * chunk of its own, and a same-sized skeleton holds its place meanwhile. The
 * bins are also a table beside it, so the chart itself is a visual extra.
 * Bins without forecasts are left out of the picture (they are in the table).
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { CalibrationBin } from '../../scoring/calibration-types';
import { ChartFrame } from '../common/ChartFrame';
import type { CalibrationDatum } from './CalibrationChart';
import { formatShare } from './format-calibration';

const CalibrationChart = lazy(() => import('./CalibrationChart'));

export function LazyCalibrationChart({ bins }: { bins: readonly CalibrationBin[] }) {
  const { t } = useTranslation('calibration');
  const lang = useLang();
  const percent = (share: number) => formatShare(share, lang);
  const data: CalibrationDatum[] = bins
    .filter((bin) => bin.n > 0)
    .map((bin) => ({
      forecast: bin.meanForecast,
      observed: bin.observed,
      interval: [Math.max(0, bin.observed - bin.low), Math.max(0, bin.high - bin.observed)],
      n: bin.n,
      detail: t('chart.tooltip', {
        count: bin.n,
        forecast: percent(bin.meanForecast),
        observed: percent(bin.observed),
        low: percent(bin.low),
        high: percent(bin.high),
      }),
    }));
  return (
    <div className="mx-auto max-w-lg">
      <ChartFrame heightClass="h-80" label={t('chart.label')} loadingLabel={t('chart.loading')}>
        <CalibrationChart
          data={data}
          label={t('chart.label')}
          description={t('chart.description')}
          xLabel={t('chart.x')}
          yLabel={t('chart.y')}
          percent={percent}
        />
      </ChartFrame>
    </div>
  );
}
