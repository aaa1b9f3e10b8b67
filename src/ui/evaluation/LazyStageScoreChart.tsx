/**
 * Loads the recharts chart on demand: the import()
 * below gives it its own chunk, and a same-sized skeleton holds its place meanwhile.
 * The scores are also listed as text above, so the chart itself is a visual extra.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../common/ChartFrame';
import type { StageChartDatum } from './StageScoreChart';

const StageScoreChart = lazy(() => import('./StageScoreChart'));

export function LazyStageScoreChart({ data }: { data: StageChartDatum[] }) {
  const { t } = useTranslation('evaluation');
  return (
    <ChartFrame heightClass="h-56" label={t('result.chart')} loadingLabel={t('result.chartLoading')}>
      <StageScoreChart data={data} label={t('result.chart')} />
    </ChartFrame>
  );
}
