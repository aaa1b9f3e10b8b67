/**
 * The calibration figures the dashboard card and the calibration page share:
 * how many forecasts are resolved, the Brier score beside always saying 50%
 * with the skill score and a plain meaning, the share of ranges that held the
 * return, and the mean return over the benchmark. Each figure says how many
 * forecasts it rests on; below the rules' sample size the rules' sentence on
 * what so few forecasts can and cannot show comes first, so no figure reads as
 * a verdict on its own. Before any forecast, or before the first resolves, it
 * says what will appear and when.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { formatExcess, formatScore, formatShare, formatSkill } from './format-calibration';

export type CalibrationRuleText = (key: string, params?: Record<string, string | number>) => string;

export interface CalibrationSummaryProps {
  report: CalibrationReport;
  /** Scoring message key → text in the current language. */
  ruleText: CalibrationRuleText;
}

export function CalibrationSummary({ report, ruleText }: CalibrationSummaryProps) {
  const { t } = useTranslation('calibration');
  const lang = useLang();
  if (report.forecasts === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('empty')}
      </p>
    );
  }
  if (report.resolved.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('pending', { count: report.forecasts })}
      </p>
    );
  }
  const { brier, range, meanExcessReturn, labels } = report;
  const say = (message: { key: string; params: Record<string, string | number> }) =>
    ruleText(message.key, message.params);
  const withBenchmark = report.resolved.filter((forecast) => forecast.excessReturn !== null).length;
  // The meaning follows the skill as shown, so "+0.00" never reads as better or worse.
  const skill = brier ? formatSkill(brier.skill, lang) : '';
  const skillSign = brier ? Math.sign(Math.round(brier.skill * 100)) : 0;
  return (
    // The figures sit side by side where the card is wide enough, whatever the screen: it may be a narrow column.
    <div className="@container space-y-3">
      <p className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-300">
        {t('resolved', { count: report.forecasts, resolved: report.resolved.length })}
      </p>
      {report.decomposition === null && report.sentences.length > 0 && (
        <div
          data-testid="sample-size"
          className="space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-900"
        >
          {report.sentences.map((sentence) => (
            <p key={sentence.key}>{say(sentence)}</p>
          ))}
        </div>
      )}
      <dl data-testid="figures" className="grid gap-3 @lg:grid-cols-3">
        <Figure label={t('brier.label')} value={brier ? formatScore(brier.score, lang) : null}>
          {brier ? (
            <>
              <p>
                {t('brier.reference', { reference: say(labels.reference), score: formatScore(brier.reference, lang) })}
              </p>
              <p>
                {skillSign > 0
                  ? t('brier.better', { skill })
                  : skillSign < 0
                    ? t('brier.worse', { skill })
                    : t('brier.even', { skill })}
              </p>
              <p className="text-slate-600 dark:text-slate-400">{t('brier.n', { count: brier.n })}</p>
            </>
          ) : (
            <p>{t('brier.none')}</p>
          )}
        </Figure>
        <Figure label={say(labels.range)} value={range ? t('range.value', { hits: range.hits, count: range.n }) : null}>
          <p>
            {range
              ? t('range.share', { share: formatShare(range.share, lang), target: formatShare(range.target, lang) })
              : t('range.none')}
          </p>
        </Figure>
        <Figure
          label={t('excess.label')}
          value={meanExcessReturn === null ? null : formatExcess(meanExcessReturn, lang)}
        >
          <p className={meanExcessReturn === null ? '' : 'text-slate-600 dark:text-slate-400'}>
            {meanExcessReturn === null ? t('excess.none') : t('excess.n', { count: withBenchmark })}
          </p>
        </Figure>
      </dl>
    </div>
  );
}

function Figure({ label, value, children }: { label: string; value: string | null; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="space-y-1 text-xs break-words text-slate-700 dark:text-slate-300">
        {value !== null && (
          <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">{value}</p>
        )}
        {children}
      </dd>
    </div>
  );
}
