/**
 * The dashboard card of process versus outcome: the quadrants, the reviewed
 * decisions that could not be placed and why, and the score/return scatter.
 * Before any decision is placed it says where the entries will come from.
 */
import { useTranslation } from 'react-i18next';
import type { ProcessOutcome } from '../../scoring/process-outcome';
import { Card } from '../dashboard/Card';
import { ProcessOutcomeQuadrants } from './ProcessOutcomeQuadrants';
import { ScoreReturnScatter } from './ScoreReturnScatter';

export interface ProcessOutcomeCardProps {
  outcome: ProcessOutcome;
  /** Scoring message key → text in the current language. */
  ruleText: (key: string, params?: Record<string, string | number>) => string;
  onOpen: (decisionId: string) => void;
  className?: string;
}

export function ProcessOutcomeCard({ outcome, ruleText, onOpen, className }: ProcessOutcomeCardProps) {
  const { t } = useTranslation('dashboard');
  const { notEvaluated, noReturn } = outcome.excluded;
  const placed = outcome.points.length > 0;
  return (
    <Card title={t('outcome.title')} className={className}>
      <div className="space-y-4">
        {placed ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('outcome.intro', { minScore: outcome.thresholds.minScore, minReturn: outcome.thresholds.minReturn })}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('outcome.empty')}</p>
        )}
        {placed && <ProcessOutcomeQuadrants outcome={outcome} ruleText={ruleText} onOpen={onOpen} />}
        {(notEvaluated > 0 || noReturn > 0) && (
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
            {notEvaluated > 0 && <li>{t('outcome.notEvaluated', { count: notEvaluated })}</li>}
            {noReturn > 0 && <li>{t('outcome.noReturn', { count: noReturn })}</li>}
          </ul>
        )}
        <ScoreReturnScatter outcome={outcome} ruleText={ruleText} />
      </div>
    </Card>
  );
}
