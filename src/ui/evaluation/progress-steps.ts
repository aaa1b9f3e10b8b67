/**
 * The five evaluation steps the progress panel shows, in the order they
 * run, and how each one looks given where the evaluation is. Pure, so the rule
 * "done green, current blue, pending grey, AI skipped without a key" is tested
 * without rendering.
 */

import type { EvaluationStep } from '../../machines/evaluation.machine';

/** In the order they run; the steps are the evaluation machine's. */
export const EVALUATION_STEPS = [
  'validating',
  'scoring',
  'ai',
  'finalizing',
  'complete',
] as const satisfies readonly EvaluationStep[];

export type StepState = 'done' | 'current' | 'failed' | 'pending' | 'skipped';

/**
 * `current` is the step being worked on (null before starting). When the run
 * failed, the step it stopped at is marked failed instead of current. Reaching
 * 'complete' means every step is done. Without an AI key the AI step is always
 * listed, as skipped, so the investor sees what a key would add.
 */
export function stepState(
  step: EvaluationStep,
  current: EvaluationStep | null,
  failed: boolean,
  aiConfigured = true,
): StepState {
  if (step === 'ai' && !aiConfigured) return 'skipped';
  if (current === null) return 'pending';
  if (current === 'complete') return 'done';
  const at = EVALUATION_STEPS.indexOf(step);
  const reached = EVALUATION_STEPS.indexOf(current);
  if (at < reached) return 'done';
  if (at > reached) return 'pending';
  return failed ? 'failed' : 'current';
}
