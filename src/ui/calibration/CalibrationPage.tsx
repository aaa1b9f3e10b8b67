/**
 * The calibration page, in place of the journal: the summary the card shows,
 * then the calibration chart with its bins as a table, the decomposition in
 * plain words and every resolved forecast. Back returns to the dashboard.
 * Before any forecast is resolved it shows only the summary, which says what
 * will appear and when.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationReport } from '../../scoring/calibration-types';
import type { ReviewerCalibration } from '../../scoring/reviewer-calibration';
import { BackIcon } from '../common/BackIcon';
import { Button } from '../common/Button';
import { CalibrationBinsTable } from './CalibrationBinsTable';
import { CalibrationDecomposition } from './CalibrationDecomposition';
import { type CalibrationRuleText, CalibrationSummary } from './CalibrationSummary';
import { LazyCalibrationChart } from './LazyCalibrationChart';
import { ResolvedForecastList } from './ResolvedForecastList';
import { ReviewerCalibrationCard } from './ReviewerCalibrationCard';

export interface CalibrationPageProps {
  report: CalibrationReport;
  /** Scoring message key → text in the current language. */
  ruleText: CalibrationRuleText;
  onBack: () => void;
  /** The tag the dashboard is scoped to, if one is chosen: the page reads only those decisions, and says so. */
  tag?: string | null;
  /** You versus your reviewers over the same resolved decisions; shown once one such decision is resolved. */
  reviewers?: ReviewerCalibration | null;
}

export function CalibrationPage({ report, ruleText, onBack, tag = null, reviewers = null }: CalibrationPageProps) {
  const { t } = useTranslation('calibration');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page takes the place of the button that opened it: without this the focus
  // would fall back to the start of the page.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const resolved = report.resolved.length > 0;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="space-y-2">
        <Button variant="ghost" onClick={onBack} icon={<BackIcon />} className="-ms-3">
          {t('back')}
        </Button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
        {tag !== null && (
          <p className="text-sm font-medium text-sky-800 dark:text-sky-300">{t('scopedToTag', { tag })}</p>
        )}
      </header>

      <CalibrationSummary report={report} ruleText={ruleText} />

      {resolved && (
        <>
          <Part title={t('chart.title')}>
            {report.brier ? (
              <>
                <LazyCalibrationChart bins={report.bins} />
                <p className="text-xs text-slate-600 dark:text-slate-400">{t('chart.description')}</p>
              </>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('chart.none')}</p>
            )}
            <CalibrationBinsTable bins={report.bins} />
          </Part>
          {report.decomposition !== null && (
            <Part title={t('decomposition.title')}>
              <CalibrationDecomposition report={report} ruleText={ruleText} />
            </Part>
          )}
          {reviewers && reviewers.you.n > 0 && <ReviewerCalibrationCard comparison={reviewers} />}
          <Part title={t('resolvedList.title')}>
            <ResolvedForecastList resolved={report.resolved} />
          </Part>
        </>
      )}

      {/* A long page ends with a way back too, so a phone need not scroll up for it. */}
      {resolved && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="ghost" onClick={onBack} icon={<BackIcon />} className="-ms-3">
            {t('back')}
          </Button>
        </div>
      )}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
