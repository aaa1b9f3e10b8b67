/**
 * The dashboard card of the investor's calibration: the summary figures and,
 * once enough forecasts are scored for a verdict, the rules' sentence on what
 * that many can show and their verdict on each bin with enough forecasts
 * ("you are overconfident at the high end"); the decomposition stays on the
 * page. "Open calibration" leads to the page with the chart, the bins and
 * every resolved forecast. Before any forecast it says what will appear and when.
 */
import { useTranslation } from 'react-i18next';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { Button } from '../common/Button';
import { Card } from '../dashboard/Card';
import { type CalibrationRuleText, CalibrationSummary } from './CalibrationSummary';

export interface CalibrationCardProps {
  report: CalibrationReport;
  /** Scoring message key → text in the current language. */
  ruleText: CalibrationRuleText;
  onOpenPage: () => void;
  className?: string;
}

/** The `data-focus-key` of the card's button: the dashboard gives it the focus back when the page closes. */
const OPEN_CALIBRATION_FOCUS_KEY = 'calibration';

export function CalibrationCard({ report, ruleText, onOpenPage, className }: CalibrationCardProps) {
  const { t } = useTranslation('calibration');
  // Below the sample size the summary already says what so few forecasts can show; from it on, the verdicts.
  const size = report.decomposition === null ? null : report.sampleSentence;
  const verdicts = report.binVerdicts;
  return (
    <Card title={t('title')} className={className}>
      <div className="space-y-4">
        <CalibrationSummary report={report} ruleText={ruleText} />
        {size && (
          <div data-testid="verdicts" className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <p>{ruleText(size.key, size.params)}</p>
            {verdicts.length > 0 && (
              <ul className="space-y-1">
                {verdicts.map((sentence) => (
                  <li key={`${sentence.key}:${JSON.stringify(sentence.params)}`} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-sky-600 dark:bg-sky-400"
                    />
                    <span className="min-w-0 break-words">{ruleText(sentence.key, sentence.params)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {report.resolved.length > 0 && (
          <div className="flex justify-end">
            <Button onClick={onOpenPage} icon={<ChartIcon />} data-focus-key={OPEN_CALIBRATION_FOCUS_KEY}>
              {t('open')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

function ChartIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
      <path d="M3 17 17 3" strokeDasharray="2 2" strokeLinecap="round" />
      <circle cx="6" cy="12" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="10" cy="9" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="14" cy="11" r="1.6" fill="currentColor" stroke="none" />
    </svg>
  );
}
