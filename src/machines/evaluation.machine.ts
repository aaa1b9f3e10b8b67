/**
 * The evaluation overlay's progress: validating → basic scoring → AI analysis
 * (only with an AI key) → finalizing → complete, then Save & Complete; how far
 * each step moves the bar is `STEP_PROGRESS`. Each step is an invoked actor, so
 * the progress moves exactly when the work does; leaving the AI step (Cancel,
 * close) stops its actor, which aborts the requests through the actor's
 * AbortSignal. Nothing is stored before SAVE.
 *
 * The rules, the AI, the store and the clock come in with `.provide()`
 * (`evaluationServices` in `evaluation.services.ts`).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Bank } from '../content/types';
import type { Decision } from '../data/types';
import { type UserMessage, userMessage } from '../i18n/user-message';
import type { EvaluationResult } from '../scoring/types';
import { MESSAGES } from './machine-messages';
import { notSuppliedCall, notSuppliedPromise } from './not-supplied';

/** Step ids in run order; the view names them (evaluation:steps.<id>). */
export type EvaluationStep = 'validating' | 'scoring' | 'ai' | 'finalizing' | 'complete';

/** Progress shown when each step starts. */
export const STEP_PROGRESS: Record<EvaluationStep, number> = {
  validating: 10,
  scoring: 30,
  ai: 60,
  finalizing: 90,
  complete: 100,
};

/**
 * What the machine reads of the input check: the part of src/scoring's
 * `EvaluationInputCheck` (from `validateEvaluationInput`) that picks its message.
 */
export type EvaluationInputVerdict = { ok: true } | { ok: false; kind: 'name' | 'types'; invalidIds: string[] };

/** What the evaluation needs from outside; `evaluationServices` turns it into the machine's actors and guard. */
export interface EvaluationDeps {
  /** `saveEvaluation` of src/data/evaluations over the store: the decision, marked evaluated with `result`. */
  saveEvaluation(decision: Decision, result: EvaluationResult): Promise<Decision>;
  validateInput(decision: Decision, bank: Bank): EvaluationInputVerdict;
  /** The basic, rule-based evaluation (apiEnhanced false). */
  scoreDecision(decision: Decision, bank: Bank): EvaluationResult;
  /** Asked when the evaluation starts, so a key added meanwhile counts. */
  hasAiKey(): boolean;
  /** The AI-enhanced result; must stop its requests when `signal` aborts. */
  analyzeWithAi(
    request: { decision: Decision; bank: Bank; result: EvaluationResult },
    signal: AbortSignal,
  ): Promise<EvaluationResult>;
  now?: () => string;
}

/** What the evaluation machine starts from (src/scoring's `EvaluationInput` is what the scoring reads of a decision). */
export interface EvaluationMachineInput {
  decision: Decision;
  bank: Bank;
}

export type EvaluationEvent =
  | { type: 'START' }
  /** Cancel button: stops a running evaluation (back to the start view), else closes. */
  | { type: 'CANCEL' }
  /** Close (X), Escape, click outside, Back: ends the overlay without saving. */
  | { type: 'CLOSE' }
  | { type: 'SAVE' };

export type EvaluationEmitted = { type: 'saved'; decision: Decision };

export interface EvaluationOutput {
  outcome: 'saved' | 'closed';
  decision: Decision;
}

export interface EvaluationContext {
  bank: Bank;
  decision: Decision;
  /** The step reached (kept on failure, so the view marks it failed); null before starting. */
  step: EvaluationStep | null;
  progress: number;
  /** Whether this run includes the AI step. */
  aiEnabled: boolean;
  result: EvaluationResult | null;
  error: UserMessage | null;
  /** Question ids whose answers have the wrong type. */
  invalidIds: string[];
  outcome: EvaluationOutput['outcome'] | null;
}

export type EvaluationRequest = { decision: Decision; bank: Bank };
export type ResultRequest = EvaluationRequest & { result: EvaluationResult };

function request({ decision, bank }: EvaluationContext): EvaluationRequest {
  return { decision, bank };
}

/** The steps after scoring work on its result; they are entered only once there is one. */
function withResult(context: EvaluationContext): ResultRequest {
  if (!context.result) throw new Error('No result to work on before the scoring step');
  return { ...request(context), result: context.result };
}

function inputProblem(check: Extract<EvaluationInputVerdict, { ok: false }>): UserMessage {
  if (check.kind === 'types')
    return { key: MESSAGES.evaluationTypesInvalid, params: { count: check.invalidIds.length } };
  return { key: MESSAGES.evaluationInputInvalid, nested: { details: { key: MESSAGES.evaluationNameRequired } } };
}

const notStarted = {
  step: null,
  progress: 0,
  result: null,
  error: null,
  invalidIds: [],
} satisfies Partial<EvaluationContext>;

/**
 * The result the overlay shows: only once the evaluation is complete (or being
 * saved). The basic score sits in context from the scoring step on, while the AI
 * step may still change it; a run that failed after scoring has none to show.
 */
export function shownResult(snapshot: {
  hasTag(tag: 'result'): boolean;
  context: Pick<EvaluationContext, 'result'>;
}): EvaluationResult | null {
  return snapshot.hasTag('result') ? snapshot.context.result : null;
}

/** What the overlay shows besides the result: the steps, the progress and how the run went. */
export function selectOverlay(snapshot: {
  hasTag(tag: 'working' | 'saving'): boolean;
  matches(state: 'failed' | 'refused'): boolean;
  context: EvaluationContext;
}) {
  const { context } = snapshot;
  return {
    step: context.step,
    progress: context.progress,
    aiEnabled: context.aiEnabled,
    evaluating: snapshot.hasTag('working'),
    saving: snapshot.hasTag('saving'),
    failed: snapshot.matches('failed') || snapshot.matches('refused'),
    error: context.error,
    invalidIds: context.invalidIds,
  };
}

export const evaluationMachine = setup({
  types: {
    context: {} as EvaluationContext,
    events: {} as EvaluationEvent,
    input: {} as EvaluationMachineInput,
    output: {} as EvaluationOutput,
    emitted: {} as EvaluationEmitted,
    tags: {} as 'working' | 'ai' | 'saving' | 'result',
  },
  actors: {
    validateInput: fromPromise<EvaluationInputVerdict, EvaluationRequest>(notSuppliedPromise('validateInput')),
    scoreDecision: fromPromise<EvaluationResult, EvaluationRequest>(notSuppliedPromise('scoreDecision')),
    analyzeWithAi: fromPromise<EvaluationResult, ResultRequest>(notSuppliedPromise('analyzeWithAi')),
    finalizeResult: fromPromise<EvaluationResult, ResultRequest>(notSuppliedPromise('finalizeResult')),
    saveEvaluation: fromPromise<Decision, ResultRequest>(notSuppliedPromise('saveEvaluation')),
  },
  guards: {
    notCompleted: ({ context }) => !context.decision.completed,
    hasStoredResult: ({ context }) => context.decision.evaluated && context.decision.evaluationResult !== null,
    /** Supplied: an AI key is set now, so this run includes the AI step. */
    aiKeySet: notSuppliedCall('aiKeySet'),
    aiEnabled: ({ context }) => context.aiEnabled,
    inputValid: (_, params: { check: EvaluationInputVerdict }) => params.check.ok,
  },
  actions: {
    refuseNotCompleted: assign({ error: { key: MESSAGES.notCompleted } }),
    showStoredResult: assign(({ context }) => ({ result: context.decision.evaluationResult })),
    useAi: assign((_, params: { enabled: boolean }) => ({ aiEnabled: params.enabled })),
    startRun: assign({ result: null, error: null, invalidIds: [] }),
    resetRun: assign(notStarted),
    enterStep: assign((_, params: { step: EvaluationStep }) => ({
      step: params.step,
      progress: STEP_PROGRESS[params.step],
    })),
    takeResult: assign((_, params: { result: EvaluationResult }) => ({ result: params.result })),
    showInputProblem: assign((_, params: { check: EvaluationInputVerdict }) =>
      params.check.ok ? {} : { error: inputProblem(params.check), invalidIds: params.check.invalidIds },
    ),
    /** The AI is optional: if it fails, the basic result stands, not enhanced. */
    keepBasicResult: assign(({ context }) => ({
      result: context.result && { ...context.result, apiEnhanced: false },
    })),
    fail: assign((_, params: { error: unknown }) => ({
      error: userMessage(params.error, MESSAGES.evaluationFailed),
    })),
    clearError: assign({ error: null }),
    takeSaved: assign((_, params: { decision: Decision }) => ({ decision: params.decision })),
    emitSaved: emit((_, params: { decision: Decision }) => ({ type: 'saved' as const, decision: params.decision })),
    showSaveFailure: assign((_, params: { error: unknown }) => ({
      error: userMessage(params.error, MESSAGES.evaluationSaveFailed),
    })),
    endAs: assign((_, params: { outcome: EvaluationOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'evaluation',
  context: ({ input }) => ({
    bank: input.bank,
    decision: input.decision,
    aiEnabled: false,
    outcome: null,
    ...notStarted,
  }),
  initial: 'opening',
  output: ({ context }) => ({ outcome: context.outcome ?? 'closed', decision: context.decision }),
  states: {
    opening: {
      always: [
        { guard: 'notCompleted', target: 'refused', actions: 'refuseNotCompleted' },
        { guard: 'hasStoredResult', target: 'complete', actions: 'showStoredResult' },
        { target: 'idle' },
      ],
    },
    refused: {
      on: { CANCEL: 'closed', CLOSE: 'closed' },
    },
    idle: {
      on: {
        START: [
          { guard: 'aiKeySet', target: 'working', actions: { type: 'useAi', params: { enabled: true } } },
          { target: 'working', actions: { type: 'useAi', params: { enabled: false } } },
        ],
        CANCEL: 'closed',
        CLOSE: 'closed',
      },
    },
    working: {
      tags: 'working',
      initial: 'validating',
      entry: 'startRun',
      on: {
        CANCEL: { target: 'idle', actions: 'resetRun' },
        CLOSE: 'closed',
      },
      states: {
        validating: {
          entry: { type: 'enterStep', params: { step: 'validating' } },
          invoke: {
            src: 'validateInput',
            input: ({ context }) => request(context),
            onDone: [
              { guard: { type: 'inputValid', params: ({ event }) => ({ check: event.output }) }, target: 'scoring' },
              {
                target: '#evaluation.failed',
                actions: { type: 'showInputProblem', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: {
              target: '#evaluation.failed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        scoring: {
          entry: { type: 'enterStep', params: { step: 'scoring' } },
          invoke: {
            src: 'scoreDecision',
            input: ({ context }) => request(context),
            onDone: [
              {
                guard: 'aiEnabled',
                target: 'ai',
                actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
              },
              {
                target: 'finalizing',
                actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
              },
            ],
            onError: {
              target: '#evaluation.failed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ai: {
          tags: 'ai',
          entry: { type: 'enterStep', params: { step: 'ai' } },
          invoke: {
            src: 'analyzeWithAi',
            input: ({ context }) => withResult(context),
            onDone: {
              target: 'finalizing',
              actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: { target: 'finalizing', actions: 'keepBasicResult' },
          },
        },
        finalizing: {
          entry: { type: 'enterStep', params: { step: 'finalizing' } },
          invoke: {
            src: 'finalizeResult',
            input: ({ context }) => withResult(context),
            onDone: {
              target: '#evaluation.complete',
              actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: '#evaluation.failed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    failed: {
      on: {
        START: [
          { guard: 'aiKeySet', target: 'working', actions: { type: 'useAi', params: { enabled: true } } },
          { target: 'working', actions: { type: 'useAi', params: { enabled: false } } },
        ],
        CANCEL: 'closed',
        CLOSE: 'closed',
      },
    },
    complete: {
      tags: 'result',
      entry: { type: 'enterStep', params: { step: 'complete' } },
      on: {
        SAVE: { target: 'saving', actions: 'clearError' },
        CLOSE: 'closed',
      },
    },
    saving: {
      tags: ['saving', 'result'],
      invoke: {
        src: 'saveEvaluation',
        input: ({ context }) => withResult(context),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'takeSaved', params: ({ event }) => ({ decision: event.output }) },
            { type: 'emitSaved', params: ({ event }) => ({ decision: event.output }) },
          ],
        },
        // The result stays on screen, so the investor can export it or try again.
        onError: {
          target: 'complete',
          actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final', entry: { type: 'endAs', params: { outcome: 'saved' } } },
    closed: { type: 'final', entry: { type: 'endAs', params: { outcome: 'closed' } } },
  },
});
