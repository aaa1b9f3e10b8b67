/**
 * What the forecasts show, in the rules' plain words: from the rules' sample
 * size on, the Murphy decomposition of the Brier score (reliability,
 * resolution, uncertainty and how they add up) and a sentence per bin with
 * enough forecasts ("your 70% calls came true 45% of the time: you are
 * overconfident at the high end"). Below that size the summary's sentence on
 * what so few forecasts can show stands in for it, and this shows nothing.
 */
import type { CalibrationReport } from '../../scoring/calibration-types';
import type { CalibrationRuleText } from './CalibrationSummary';

export interface CalibrationDecompositionProps {
  report: CalibrationReport;
  /** Scoring message key → text in the current language. */
  ruleText: CalibrationRuleText;
}

export function CalibrationDecomposition({ report, ruleText }: CalibrationDecompositionProps) {
  if (report.decomposition === null || report.sentences.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm text-slate-800 dark:text-slate-200">
      {report.sentences.map((sentence) => (
        <li key={`${sentence.key}:${JSON.stringify(sentence.params)}`} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sky-600 dark:bg-sky-400" />
          <span className="min-w-0 break-words">{ruleText(sentence.key, sentence.params)}</span>
        </li>
      ))}
    </ul>
  );
}
