/**
 * Evaluation progress: the five steps coloured by state (the AI step marked
 * skipped when no AI key is set), a progress bar with aria-valuenow, and a polite
 * live region that announces each step as the evaluation reaches it.
 */
import { useTranslation } from 'react-i18next';
import type { EvaluationStep } from '../../machines/evaluation.machine';
import { ProgressBar } from '../common/ProgressBar';
import { EVALUATION_STEPS, type StepState, stepState } from './progress-steps';
import { StepIcon } from './StepIcon';

export interface ProgressPanelProps {
  /** The step being worked on; null before the first start. */
  step: EvaluationStep | null;
  /** 0-100, from the evaluation machine (10, 30, 60, 90, 100). */
  progress: number;
  /** True while the machine is working: the current step spins. */
  evaluating: boolean;
  /** True when the last run stopped with an error: its step is shown failed. */
  failed: boolean;
  /** Whether the run includes the AI step; without it the step shows as skipped. */
  aiConfigured: boolean;
}

const LABEL_CLASSES: Record<StepState, string> = {
  done: 'text-emerald-700 dark:text-emerald-300',
  current: 'font-semibold text-sky-700 dark:text-sky-300',
  failed: 'font-semibold text-rose-700 dark:text-rose-300',
  pending: 'text-slate-500 dark:text-slate-400',
  skipped: 'text-slate-600 line-through decoration-slate-400 dark:text-slate-400',
};

export function ProgressPanel({ step, progress, evaluating, failed, aiConfigured }: ProgressPanelProps) {
  const { t } = useTranslation('evaluation');
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <section
      aria-label={t('progress.label')}
      className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700"
    >
      <ol aria-label={t('progress.stepsLabel')} className="space-y-2">
        {EVALUATION_STEPS.map((id) => {
          const state = stepState(id, step, failed, aiConfigured);
          return (
            <li
              key={id}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-3 text-sm"
            >
              <StepIcon state={state} spinning={evaluating} />
              <span className={LABEL_CLASSES[state]}>{t(`steps.${id}`)}</span>
              {state === 'skipped' ? (
                <span className="text-xs text-slate-600 dark:text-slate-400">{t('progress.aiSkipped')}</span>
              ) : (
                <span className="sr-only">({t(`progress.state.${state}`)})</span>
              )}
            </li>
          );
        })}
      </ol>
      <ProgressBar label={t('progress.label')} value={value} failed={failed} className="mt-4" />
      <p aria-live="polite" className="sr-only">
        {step ? t('progress.announce', { step: t(`steps.${step}`), value }) : ''}
      </p>
    </section>
  );
}
