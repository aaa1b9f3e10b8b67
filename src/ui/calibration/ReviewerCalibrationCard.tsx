/**
 * "You versus your reviewers" on the calibration page: the investor's Brier
 * score beside their reviewers' over the same resolved decisions (see
 * `reviewerCalibrationOf`), how many decisions each rests on, a sentence on
 * which is lower (lower is better), and each reviewer with the investor's
 * score on the same decisions. Renders nothing until a decision with a second
 * opinion is resolved.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { ReviewerCalibration } from '../../scoring/reviewer-calibration';
import { formatScore } from './format-calibration';

export interface ReviewerCalibrationCardProps {
  comparison: ReviewerCalibration;
}

/** Scores shown with two decimals: closer than half the last digit reads as the same. */
const SAME_WITHIN = 0.005;

export function ReviewerCalibrationCard({ comparison }: ReviewerCalibrationCardProps) {
  const { t } = useTranslation('opinions');
  const lang = useLang();
  const titleId = useId();
  const { you, reviewers, byReviewer } = comparison;
  if (you.n === 0) return null;
  const gap = you.brier - reviewers.brier;
  const sentence =
    Math.abs(gap) < SAME_WITHIN
      ? t('calibration.even')
      : gap < 0
        ? t('calibration.lowerYou')
        : t('calibration.lowerReviewers');
  const cell = 'py-1.5 pe-3 tabular-nums';
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-base font-semibold">
        {t('calibration.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('calibration.intro', { count: you.n })}</p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {[
          { label: t('calibration.you'), side: you },
          { label: t('calibration.reviewers'), side: reviewers },
        ].map(({ label, side }) => (
          <div
            key={label}
            className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700"
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            <p className="text-2xl font-semibold tabular-nums">{formatScore(side.brier, lang)}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('calibration.brier')} · {t('calibration.n')} {side.n}
            </p>
          </div>
        ))}
      </div>
      <p className="text-sm font-medium">{sentence}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('calibration.hint')}</p>
      {byReviewer.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-sm font-semibold">{t('calibration.byReviewer')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t('calibration.who')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t('calibration.brier')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t('calibration.yoursOnSame')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('calibration.n')}
                </th>
              </tr>
            </thead>
            <tbody>
              {byReviewer.map((reviewer) => (
                <tr key={reviewer.name} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pe-3 font-normal break-words">
                    {reviewer.name}
                  </th>
                  <td className={cell}>{formatScore(reviewer.brier, lang)}</td>
                  <td className={cell}>{formatScore(reviewer.yourBrier, lang)}</td>
                  <td className="py-1.5 tabular-nums">{reviewer.n}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
