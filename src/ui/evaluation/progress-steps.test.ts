import { describe, expect, it } from 'vitest';
import { EVALUATION_STEPS, stepState, visibleSteps } from './progress-steps';

describe('visibleSteps', () => {
  it('lists all five steps when an AI key is configured', () => {
    expect(visibleSteps(true)).toEqual(['validating', 'scoring', 'ai', 'finalizing', 'complete']);
  });

  it('leaves the AI step out without a key', () => {
    expect(visibleSteps(false)).toEqual(['validating', 'scoring', 'finalizing', 'complete']);
  });
});

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

  it('keeps the hidden AI step out of the order when finalizing without AI', () => {
    expect(visibleSteps(false).map((step) => stepState(step, 'finalizing', false))).toEqual([
      'done',
      'done',
      'current',
      'pending',
    ]);
  });
});
