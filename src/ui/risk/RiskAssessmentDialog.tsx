/**
 * Risk tolerance assessment dialog: the answering view until there is a
 * result, then the result view. Presentational: the risk dialog machine owns the
 * answers, the error and the result; clearing them on Close/Done is its job.
 */

import type { RiskResult } from '../../scoring/types';
import { Modal } from '../common/Modal';
import type { RuleText } from '../common/rule-text';
import { RiskAnswerForm, type RiskAnswerFormProps } from './RiskAnswerForm';
import { RiskResultView } from './RiskResultView';

/** The answering view's fields (intro, sections, renderSection, error, submitting, onSubmit) plus the dialog's own. */
export interface RiskAssessmentDialogProps extends RiskAnswerFormProps {
  open: boolean;
  /** Close (X), Escape or a click outside. */
  onClose: () => void;
  /** Bank title, in the UI language. */
  title: string;
  result: RiskResult | null;
  /** Resolves the result's message keys in the UI language. */
  ruleText: RuleText;
  onDone: () => void;
}

export function RiskAssessmentDialog({
  open,
  onClose,
  title,
  result,
  ruleText,
  onDone,
  ...form
}: RiskAssessmentDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      {result ? <RiskResultView result={result} ruleText={ruleText} onDone={onDone} /> : <RiskAnswerForm {...form} />}
    </Modal>
  );
}
