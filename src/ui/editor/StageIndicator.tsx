/**
 * Where the investor is in the questionnaire: one dot per stage, '(n/N)' and the
 * stage title. The dots are an ordered list whose current item carries
 * aria-current="step", so screen readers hear "stage 3 of 7, current".
 */
import { useTranslation } from 'react-i18next';

export interface StageIndicatorProps {
  /** 1-based. */
  stage: number;
  stageCount: number;
  stageTitle: string;
}

export function StageIndicator({ stage, stageCount, stageTitle }: StageIndicatorProps) {
  const { t } = useTranslation('editor');
  const stages = Array.from({ length: stageCount }, (_, index) => index + 1);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <ol aria-label={t('stages.label')} className="flex items-center gap-1.5">
        {stages.map((n) => {
          const state = n < stage ? 'done' : n === stage ? 'current' : 'upcoming';
          return (
            <li key={n} aria-current={state === 'current' ? 'step' : undefined} className="flex">
              <span
                aria-hidden="true"
                className={`block rounded-full ${
                  state === 'current'
                    ? 'size-3.5 bg-sky-600 ring-4 ring-sky-200 dark:bg-sky-400 dark:ring-sky-900'
                    : state === 'done'
                      ? 'size-3 bg-sky-600 dark:bg-sky-400'
                      : 'size-3 bg-slate-300 dark:bg-slate-600'
                }`}
              />
              <span className="sr-only">
                {t('stages.dot', { stage: n, total: stageCount })}, {t(`stages.${state}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm font-medium">
        <span className="tabular-nums text-slate-600 dark:text-slate-400">
          {t('stages.position', { stage, total: stageCount })}
        </span>{' '}
        {stageTitle}
      </p>
    </div>
  );
}
