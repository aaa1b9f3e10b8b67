/**
 * Evaluation overlay: a closable modal showing the start view (prompt,
 * progress, errors) until there is a result, then the result view. Presentational:
 * the evaluation machine's state comes in as props, user intents go out as callbacks.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationResult } from '../../scoring/types';
import { Modal } from '../common/Modal';
import { EvaluationResultView, type EvaluationResultViewProps } from './EvaluationResultView';
import { EvaluationStartView, type EvaluationStartViewProps } from './EvaluationStartView';

/** Fields of the two views, minus the ones the overlay hands to both. */
type StartViewFields = Omit<EvaluationStartViewProps, 'decisionName' | 'aiConfigured'>;
type ResultViewFields = Omit<EvaluationResultViewProps, 'decisionName' | 'aiConfigured' | 'result'>;

export interface EvaluationOverlayProps extends StartViewFields, ResultViewFields {
  open: boolean;
  /** Close (X), Escape or a click outside. */
  onClose: () => void;
  decisionName: string;
  /** Whether an AI key is configured: adds the AI step and picks the AI note. */
  aiConfigured: boolean;
  /** The decision's tags (the tag editor), above either view. */
  tags?: ReactNode;
  /** The result view shows whenever a result is present (fresh, or the stored one of an evaluated decision). */
  result: EvaluationResult | null;
}

export function EvaluationOverlay({ open, onClose, result, tags, ...views }: EvaluationOverlayProps) {
  const { t } = useTranslation('evaluation');
  // Each view reads only its own fields from the shared props.
  return (
    <Modal open={open} onClose={onClose} title={result ? t('resultTitle') : t('title')} size="lg">
      {tags && <div className="mb-4 border-b border-slate-200 pb-4 dark:border-slate-800">{tags}</div>}
      {result ? <EvaluationResultView {...views} result={result} /> : <EvaluationStartView {...views} />}
    </Modal>
  );
}
