/** Loads the trend chart on demand; the scores are listed as text below it, so the chart is a visual extra. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../common/ChartFrame';
import type { TrendDatum } from './RiskTrendChart';

const RiskTrendChart = lazy(() => import('./RiskTrendChart'));

export function LazyRiskTrendChart({ data }: { data: TrendDatum[] }) {
  const { t } = useTranslation('risk');
  return (
    <ChartFrame heightClass="h-40" label={t('history.chart')} loadingLabel={t('history.chartLoading')}>
      <RiskTrendChart data={data} label={t('history.chart')} />
    </ChartFrame>
  );
}
