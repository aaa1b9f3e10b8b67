/**
 * Evaluation overlay, start view: the prompt, Start Evaluation and Cancel
 * (both disabled while working), the progress panel and any error of the last run.
 */
import { useTranslation } from 'react-i18next';
import type { EvaluationStep } from '../../machines/evaluation.machine';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { InvalidFieldsBox } from './InvalidFieldsBox';
import { ProgressPanel } from './ProgressPanel';

export interface EvaluationStartViewProps {
  decisionName: string;
  aiConfigured: boolean;
  step: EvaluationStep | null;
  progress: number;
  evaluating: boolean;
  /** Message of the last failed run, already in the UI language. */
  error?: string | null;
  /** Question ids that failed type validation. */
  invalidFields?: readonly string[];
  onStart: () => void;
  onCancel: () => void;
}

export function EvaluationStartView({
  decisionName,
  aiConfigured,
  step,
  progress,
  evaluating,
  error,
  invalidFields = [],
  onStart,
  onCancel,
}: EvaluationStartViewProps) {
  const { t } = useTranslation('evaluation');
  const failed = Boolean(error) || invalidFields.length > 0;
  const analyzingWithApi = evaluating && step === 'ai';
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('start.prompt', { name: decisionName })}</p>
      {aiConfigured && <p className="text-sm text-slate-600 dark:text-slate-400">{t('start.promptAi')}</p>}
      <ProgressPanel
        step={step}
        progress={progress}
        evaluating={evaluating}
        failed={failed && !evaluating}
        aiConfigured={aiConfigured}
      />
      {!evaluating && invalidFields.length > 0 && <InvalidFieldsBox fields={invalidFields} />}
      {!evaluating && error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} disabled={evaluating}>
          {t('start.cancel')}
        </Button>
        <Button variant="primary" onClick={onStart} busy={evaluating}>
          {analyzingWithApi ? t('start.analyzingWithApi') : t('start.button')}
        </Button>
      </div>
    </div>
  );
}
