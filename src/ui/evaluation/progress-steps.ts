/**
 * The five evaluation steps the progress panel shows, in the order they
 * run, and how each one looks given where the evaluation is. Pure, so the rule
 * "done green, current blue, pending grey" is tested without rendering.
 */

export const EVALUATION_STEPS = ['validating', 'scoring', 'ai', 'finalizing', 'complete'] as const;
export type EvaluationStep = (typeof EVALUATION_STEPS)[number];

export type StepState = 'done' | 'current' | 'failed' | 'pending';

/** The AI step is listed only when the investor configured an AI key. */
export function visibleSteps(aiConfigured: boolean): EvaluationStep[] {
  return EVALUATION_STEPS.filter((step) => aiConfigured || step !== 'ai');
}

/**
 * `current` is the step being worked on (null before starting). When the run
 * failed, the step it stopped at is marked failed instead of current. Reaching
 * 'complete' means every step is done.
 */
export function stepState(step: EvaluationStep, current: EvaluationStep | null, failed: boolean): StepState {
  if (current === null) return 'pending';
  if (current === 'complete') return 'done';
  const at = EVALUATION_STEPS.indexOf(step);
  const reached = EVALUATION_STEPS.indexOf(current);
  if (at < reached) return 'done';
  if (at > reached) return 'pending';
  return failed ? 'failed' : 'current';
}
