import { describe, expect, it } from 'vitest';
import { EVALUATION_STEPS, stepState } from './progress-steps';

describe('stepState', () => {
  it('shows every step pending before the evaluation starts', () => {
    expect(EVALUATION_STEPS.map((step) => stepState(step, null, false))).toEqual(Array(5).fill('pending'));
  });

  it('marks earlier steps done, the current one current and later ones pending', () => {
    expect(EVALUATION_STEPS.map((step) => stepState(step, 'ai', false))).toEqual([
      'done',
      'done',
      'current',
      'pending',
      'pending',
    ]);
  });

  it('marks the step a failed run stopped at as failed', () => {
    expect(EVALUATION_STEPS.map((step) => stepState(step, 'validating', true))).toEqual([
      'failed',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('marks everything done once complete', () => {
    expect(EVALUATION_STEPS.map((step) => stepState(step, 'complete', false))).toEqual(Array(5).fill('done'));
  });

  it('marks the AI step skipped without a key, before, during and after the run', () => {
    for (const current of [null, ...EVALUATION_STEPS]) {
      expect(stepState('ai', current, false, false)).toBe('skipped');
    }
    expect(EVALUATION_STEPS.map((step) => stepState(step, 'finalizing', false, false))).toEqual([
      'done',
      'done',
      'skipped',
      'current',
      'pending',
    ]);
  });
});
