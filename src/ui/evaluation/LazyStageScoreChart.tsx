/**
 * Loads the recharts chart on demand: the import()
 * below gives it its own chunk, and a same-sized skeleton holds its place meanwhile.
 * The scores are also listed as text above, so the chart itself is a visual extra.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageChartDatum } from './StageScoreChart';

const StageScoreChart = lazy(() => import('./StageScoreChart'));

export function LazyStageScoreChart({ data }: { data: StageChartDatum[] }) {
  const { t } = useTranslation('evaluation');
  return (
    <figure className="h-56 w-full text-slate-600 dark:text-slate-300">
      <Suspense
        fallback={
          <div role="status" className="h-full w-full animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800">
            <span className="sr-only">{t('result.chartLoading')}</span>
          </div>
        }
      >
        <StageScoreChart data={data} label={t('result.chart')} />
      </Suspense>
      <figcaption className="sr-only">{t('result.chart')}</figcaption>
    </figure>
  );
}
