import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { saveEvaluation } from '../data/evaluations';
import { operationError } from '../data/operation-errors';
import type { Decision } from '../data/types';
import type { EvaluationResult, StageKey, StageScore } from '../scoring/types';
import { type EvaluationDeps, type EvaluationInputVerdict, evaluationMachine, shownResult } from './evaluation.machine';
import { evaluationServices } from './evaluation.services';
import { MESSAGES } from './machine-messages';
import { decisionBank } from './testing/banks';
import { decision, deferred } from './testing/fakes';

const stage: StageScore = { score: 70, weight: 10, strengths: [], weaknesses: [] };
const basic: EvaluationResult = {
  totalScore: 70,
  rating: 'stable',
  stageScores: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((k) => [k, stage])) as Record<
    StageKey,
    StageScore
  >,
  overallStrengths: [],
  overallWeaknesses: [],
  recommendations: ['rec.one'],
  apiEnhanced: false,
  evaluatedAt: '',
};
const enhanced: EvaluationResult = { ...basic, totalScore: 74, apiEnhanced: true };
const completed = decision({ id: 'd-1', completed: true, stage: 3, version: 2 });

function openOverlay(target: Decision = completed, overrides: Partial<EvaluationDeps> = {}) {
  // The defaults stay reachable as mocks; `overrides` replace some of them for one test.
  // The app's own save path, over an in-memory store.
  const store = { saveDecision: vi.fn(async (d: Decision) => ({ ...d, version: d.version + 1 })) };
  const deps = {
    store,
    saveEvaluation: (d: Decision, result: EvaluationResult) => saveEvaluation(store, d, result),
    validateInput: vi.fn((): EvaluationInputVerdict => ({ ok: true })),
    scoreDecision: vi.fn(() => basic),
    hasAiKey: vi.fn(() => false),
    analyzeWithAi: vi.fn(async () => enhanced),
    now: () => '2024-06-01T00:00:00.000Z',
  };
  const machine = evaluationMachine.provide(evaluationServices({ ...deps, ...overrides }));
  const actor = createActor(machine, { input: { decision: target, bank: decisionBank } });
  const steps: [string | null, number][] = [];
  actor.subscribe((s) => {
    const last = steps.at(-1);
    if (!last || last[0] !== s.context.step) steps.push([s.context.step, s.context.progress]);
  });
  const saved: Decision[] = [];
  actor.on('saved', (e) => saved.push(e.decision));
  actor.start();
  return { actor, deps, steps, saved };
}

type Overlay = ReturnType<typeof openOverlay>['actor'];
const finished = (actor: Overlay) => waitFor(actor, (s) => !s.hasTag('working') && !s.hasTag('saving'));

describe('evaluation: opening', () => {
  it("refuses a decision that is not completed with 'Can only evaluate completed decisions'", () => {
    const { actor, deps } = openOverlay(decision({ completed: false }));
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.notCompleted });
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false);
    actor.send({ type: 'START' });
    expect(deps.validateInput).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output?.outcome).toBe('closed');
  });

  it('shows an evaluated decision’s stored result directly at 100%', () => {
    const stored = { ...enhanced, evaluatedAt: '2024-01-01T00:00:00.000Z' };
    const { actor, deps } = openOverlay({
      ...completed,
      evaluated: true,
      evaluationScore: 74,
      evaluationResult: stored,
    });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(context).toMatchObject({ step: 'complete', progress: 100, result: stored });
    expect(deps.scoreDecision).not.toHaveBeenCalled();
  });

  it('waits on the start view until Start, and Cancel there closes', () => {
    const { actor, deps } = openOverlay();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ step: null, progress: 0 });
    expect(deps.hasAiKey).not.toHaveBeenCalled();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output?.outcome).toBe('closed');
  });
});

describe('evaluation: running', () => {
  it('without an AI key runs validating 10 → scoring 30 → finalizing 90 → complete 100', async () => {
    const { actor, deps, steps } = openOverlay();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    await finished(actor);
    expect(steps).toEqual([
      [null, 0],
      ['validating', 10],
      ['scoring', 30],
      ['finalizing', 90],
      ['complete', 100],
    ]);
    expect(deps.analyzeWithAi).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.result).toEqual({ ...basic, evaluatedAt: '2024-06-01T00:00:00.000Z' });
    expect(actor.getSnapshot().hasTag('working')).toBe(false);
  });

  it('with an AI key adds the AI step at 60 and takes its enhanced result', async () => {
    const pending = deferred<EvaluationResult>();
    const analyzeWithAi = vi.fn(() => pending.promise);
    const { actor, steps } = openOverlay(completed, { hasAiKey: () => true, analyzeWithAi });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.hasTag('ai'));
    expect(actor.getSnapshot().context).toMatchObject({ step: 'ai', progress: 60, aiEnabled: true });
    expect(analyzeWithAi).toHaveBeenCalledWith(
      { decision: completed, bank: decisionBank, result: basic },
      expect.any(AbortSignal),
    );
    // The basic score is known by now, but nothing is shown (or can be saved) until the evaluation is complete.
    expect(actor.getSnapshot().context.result).toEqual(basic);
    expect(shownResult(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    pending.resolve(enhanced);
    await finished(actor);
    expect(steps.map(([step]) => step)).toEqual([null, 'validating', 'scoring', 'ai', 'finalizing', 'complete']);
    expect(shownResult(actor.getSnapshot())).toMatchObject({ totalScore: 74, apiEnhanced: true });
    expect(actor.getSnapshot().context.result).toMatchObject({ totalScore: 74, apiEnhanced: true });
  });

  it('keeps the basic result, not enhanced, when the AI step fails', async () => {
    const { actor } = openOverlay(completed, {
      hasAiKey: () => true,
      analyzeWithAi: vi.fn(async () => {
        throw new Error('service down');
      }),
    });
    actor.send({ type: 'START' });
    await finished(actor);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.result).toMatchObject({ totalScore: 70, apiEnhanced: false });
  });

  /** An overlay whose AI step never answers, stopped in that step; `signal()` is the step's AbortSignal. */
  async function stuckInAiStep() {
    let signal: AbortSignal | undefined;
    const opened = openOverlay(completed, {
      hasAiKey: () => true,
      analyzeWithAi: vi.fn((_request, s: AbortSignal) => {
        signal = s;
        return new Promise<EvaluationResult>(() => undefined);
      }),
    });
    opened.actor.send({ type: 'START' });
    await waitFor(opened.actor, (s) => s.hasTag('ai'));
    return { ...opened, signal: () => signal };
  }

  it('Cancel during the AI step aborts it, returns to the start view and saves nothing', async () => {
    const { actor, deps, signal } = await stuckInAiStep();
    actor.send({ type: 'CANCEL' });
    expect(signal()?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ step: null, progress: 0, result: null, error: null });
    expect(deps.store.saveDecision).not.toHaveBeenCalled();
  });

  it('closing during the AI step aborts it too', async () => {
    const { actor, deps, signal } = await stuckInAiStep();
    actor.send({ type: 'CLOSE' });
    expect(signal()?.aborted).toBe(true);
    expect(actor.getSnapshot().output?.outcome).toBe('closed');
    expect(deps.store.saveDecision).not.toHaveBeenCalled();
  });

  it('asks for the AI key when the run starts, not when the overlay opens', async () => {
    const { actor, deps } = openOverlay();
    deps.hasAiKey.mockReturnValue(true);
    actor.send({ type: 'START' });
    await finished(actor);
    expect(deps.analyzeWithAi).toHaveBeenCalledTimes(1);
  });
});

describe('evaluation: failures', () => {
  it('a blank name fails input validation and clears the evaluating flag', async () => {
    const { actor, deps } = openOverlay(completed, {
      validateInput: vi.fn((): EvaluationInputVerdict => ({ ok: false, kind: 'name', invalidIds: [] })),
    });
    actor.send({ type: 'START' });
    await finished(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('working')).toBe(false);
    expect(context.error).toEqual({
      key: MESSAGES.evaluationInputInvalid,
      nested: { details: { key: MESSAGES.evaluationNameRequired } },
    });
    expect(context.step).toBe('validating');
    expect(deps.scoreDecision).not.toHaveBeenCalled();
  });

  it('a type failure keeps every invalid id for the view', async () => {
    const invalidIds = ['a-1', 'a-2', 'b-1', 'b-2', 'c-1', 'c-2'];
    const { actor } = openOverlay(completed, {
      validateInput: vi.fn((): EvaluationInputVerdict => ({ ok: false, kind: 'types', invalidIds })),
    });
    actor.send({ type: 'START' });
    await finished(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      error: { key: MESSAGES.evaluationTypesInvalid, params: { count: 6 } },
      invalidIds,
    });
  });

  it("any other failure shows 'Evaluation error', and Start tries again from the beginning", async () => {
    const { actor, deps } = openOverlay();
    deps.scoreDecision.mockImplementationOnce(() => {
      throw new Error('rules broken');
    });
    actor.send({ type: 'START' });
    await finished(actor);
    expect(actor.getSnapshot().context).toMatchObject({ step: 'scoring', error: { key: MESSAGES.evaluationFailed } });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await finished(actor);
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it('a run failing after the basic score shows the error, not that score', async () => {
    const { actor } = openOverlay(completed, {
      now: () => {
        throw new Error('clock broken');
      },
    });
    actor.send({ type: 'START' });
    await finished(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'finalizing',
      error: { key: MESSAGES.evaluationFailed },
    });
    expect(shownResult(actor.getSnapshot())).toBeNull();
  });

  it('a throwing input check is an evaluation error too', async () => {
    const { actor } = openOverlay(completed, {
      validateInput: vi.fn(() => {
        throw new Error('bad bank');
      }),
    });
    actor.send({ type: 'START' });
    await finished(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.evaluationFailed });
  });
});

describe('evaluation: Save & Complete', () => {
  async function evaluated() {
    const opened = openOverlay();
    opened.actor.send({ type: 'START' });
    await finished(opened.actor);
    return opened;
  }

  it('stores the decision as evaluated with its score and result, reports it and ends', async () => {
    const { actor, deps, saved } = await evaluated();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    const result = { ...basic, evaluatedAt: '2024-06-01T00:00:00.000Z' };
    expect(deps.store.saveDecision).toHaveBeenCalledWith({
      ...completed,
      evaluated: true,
      evaluationScore: 70,
      evaluationResult: result,
    });
    expect(saved).toEqual([expect.objectContaining({ id: 'd-1', evaluated: true, version: 3 })]);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'saved', decision: { evaluated: true } });
  });

  it("keeps the result with 'Failed to save evaluation result' when saving fails", async () => {
    const { actor, deps, saved } = await evaluated();
    // What the store throws when the database refuses the write without saying why.
    deps.store.saveDecision.mockRejectedValueOnce(operationError('saveDecision', 'unknown', new Error('refused')));
    actor.send({ type: 'SAVE' });
    await finished(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(context).toMatchObject({ error: { key: MESSAGES.evaluationSaveFailed }, progress: 100 });
    expect(context.result?.totalScore).toBe(70);
    expect(saved).toEqual([]);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.outcome).toBe('saved');
  });

  it('says what the store says when it knows why, e.g. a lost connection', async () => {
    const { actor, deps } = await evaluated();
    deps.store.saveDecision.mockRejectedValueOnce(operationError('saveDecision', 'network'));
    actor.send({ type: 'SAVE' });
    await finished(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ key: 'errors:saveConnection' });
  });

  it('Back closes without saving', async () => {
    const { actor, deps } = await evaluated();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output?.outcome).toBe('closed');
    expect(deps.store.saveDecision).not.toHaveBeenCalled();
  });
});

describe('evaluation: properties', () => {
  it('progress only rises, the AI step runs only with a key, and 100 is reached only without a failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('ok', 'name', 'types'),
        fc.boolean(),
        async (hasKey, aiFails, check, scoringFails) => {
          const { actor, steps } = openOverlay(completed, {
            hasAiKey: () => hasKey,
            analyzeWithAi: vi.fn(async () => {
              if (aiFails) throw new Error('ai down');
              return enhanced;
            }),
            validateInput: vi.fn(
              (): EvaluationInputVerdict =>
                check === 'ok' ? { ok: true } : { ok: false, kind: check, invalidIds: [] },
            ),
            scoreDecision: vi.fn(() => {
              if (scoringFails) throw new Error('broken');
              return basic;
            }),
          });
          actor.send({ type: 'START' });
          await finished(actor);
          const progress = steps.map(([, p]) => p);
          expect(progress).toEqual([...progress].sort((a, b) => a - b));
          const fails = check !== 'ok' || scoringFails;
          expect(progress.includes(60)).toBe(hasKey && !fails);
          expect(progress.at(-1) === 100).toBe(!fails);
          expect(actor.getSnapshot().value).toBe(fails ? 'failed' : 'complete');
        },
      ),
      { numRuns: 60 },
    );
  });
});
