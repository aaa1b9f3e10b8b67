/**
 * The evaluation overlay's progress: validating (10) → basic scoring (30) → AI
 * analysis (60, only with an AI key) → finalizing (90) → complete (100), then Save
 * & Complete. Each step is an invoked actor, so the progress moves exactly when
 * the work does; leaving the AI step (Cancel, close) stops its actor, which aborts
 * the requests through the actor's AbortSignal. Nothing is stored before SAVE.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Bank } from '../content/types';
import type { Decision } from '../data/types';
import type { EvaluationResult } from '../scoring/types';
import { nowIso } from './clock';
import { MESSAGES, type Message, messageFor } from './messages';

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

/** What the input check (src/scoring `validateEvaluationInput`) reports. */
export type EvaluationInputCheck = { ok: true } | { ok: false; kind: 'name' | 'types'; invalidIds: string[] };

export interface EvaluationDeps {
  /** `saveEvaluation` of src/data/evaluations over the store: the decision, marked evaluated with `result`. */
  saveEvaluation(decision: Decision, result: EvaluationResult): Promise<Decision>;
  validateInput(decision: Decision, bank: Bank): EvaluationInputCheck;
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

export interface EvaluationInput {
  decision: Decision;
  bank: Bank;
  deps: EvaluationDeps;
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
  deps: EvaluationDeps;
  bank: Bank;
  decision: Decision;
  /** The step reached (kept on failure, so the view marks it failed); null before starting. */
  step: EvaluationStep | null;
  progress: number;
  /** Whether this run includes the AI step. */
  aiEnabled: boolean;
  result: EvaluationResult | null;
  error: Message | null;
  /** Question ids whose answers have the wrong type. */
  invalidIds: string[];
  outcome: EvaluationOutput['outcome'] | null;
}

type Request = { deps: EvaluationDeps; decision: Decision; bank: Bank };
type ResultRequest = Request & { result: EvaluationResult };

function request({ deps, decision, bank }: EvaluationContext): Request {
  return { deps, decision, bank };
}

function withResult(context: EvaluationContext): ResultRequest {
  return { ...request(context), result: context.result as EvaluationResult };
}

function inputProblem(check: Extract<EvaluationInputCheck, { ok: false }>): Message {
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

export const evaluationMachine = setup({
  types: {
    context: {} as EvaluationContext,
    events: {} as EvaluationEvent,
    input: {} as EvaluationInput,
    output: {} as EvaluationOutput,
    emitted: {} as EvaluationEmitted,
    tags: {} as 'working' | 'ai' | 'saving' | 'result',
  },
  actors: {
    validateInput: fromPromise<EvaluationInputCheck, Request>(async ({ input }) =>
      input.deps.validateInput(input.decision, input.bank),
    ),
    scoreDecision: fromPromise<EvaluationResult, Request>(async ({ input }) =>
      input.deps.scoreDecision(input.decision, input.bank),
    ),
    analyzeWithAi: fromPromise<EvaluationResult, ResultRequest>(({ input, signal }) =>
      input.deps.analyzeWithAi({ decision: input.decision, bank: input.bank, result: input.result }, signal),
    ),
    finalizeResult: fromPromise<EvaluationResult, ResultRequest>(async ({ input }) => ({
      ...input.result,
      evaluatedAt: (input.deps.now ?? nowIso)(),
    })),
    saveEvaluation: fromPromise<Decision, ResultRequest>(({ input }) =>
      input.deps.saveEvaluation(input.decision, input.result),
    ),
  },
  guards: {
    notCompleted: ({ context }) => !context.decision.completed,
    hasStoredResult: ({ context }) => context.decision.evaluated && context.decision.evaluationResult !== null,
    aiEnabled: ({ context }) => context.aiEnabled,
  },
  actions: {
    enterStep: assign((_, params: { step: EvaluationStep }) => ({
      step: params.step,
      progress: STEP_PROGRESS[params.step],
    })),
    fail: assign(({ event }) => ({
      error: messageFor((event as { error?: unknown }).error, MESSAGES.evaluationFailed),
    })),
  },
}).createMachine({
  id: 'evaluation',
  context: ({ input }) => ({
    deps: input.deps,
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
        { guard: 'notCompleted', target: 'refused', actions: assign({ error: { key: MESSAGES.notCompleted } }) },
        {
          guard: 'hasStoredResult',
          target: 'complete',
          actions: assign(({ context }) => ({ result: context.decision.evaluationResult })),
        },
        { target: 'idle' },
      ],
    },
    refused: {
      on: { CANCEL: 'closed', CLOSE: 'closed' },
    },
    idle: {
      on: {
        START: { target: 'working', actions: assign(({ context }) => ({ aiEnabled: context.deps.hasAiKey() })) },
        CANCEL: 'closed',
        CLOSE: 'closed',
      },
    },
    working: {
      tags: 'working',
      initial: 'validating',
      entry: assign({ result: null, error: null, invalidIds: [] }),
      on: {
        CANCEL: { target: 'idle', actions: assign(notStarted) },
        CLOSE: 'closed',
      },
      states: {
        validating: {
          entry: { type: 'enterStep', params: { step: 'validating' } },
          invoke: {
            src: 'validateInput',
            input: ({ context }) => request(context),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'scoring' },
              {
                target: '#evaluation.failed',
                actions: assign(({ event }) => {
                  const check = event.output as Extract<EvaluationInputCheck, { ok: false }>;
                  return { error: inputProblem(check), invalidIds: check.invalidIds };
                }),
              },
            ],
            onError: { target: '#evaluation.failed', actions: 'fail' },
          },
        },
        scoring: {
          entry: { type: 'enterStep', params: { step: 'scoring' } },
          invoke: {
            src: 'scoreDecision',
            input: ({ context }) => request(context),
            onDone: [
              { guard: 'aiEnabled', target: 'ai', actions: assign(({ event }) => ({ result: event.output })) },
              { target: 'finalizing', actions: assign(({ event }) => ({ result: event.output })) },
            ],
            onError: { target: '#evaluation.failed', actions: 'fail' },
          },
        },
        ai: {
          tags: 'ai',
          entry: { type: 'enterStep', params: { step: 'ai' } },
          invoke: {
            src: 'analyzeWithAi',
            input: ({ context }) => withResult(context),
            onDone: { target: 'finalizing', actions: assign(({ event }) => ({ result: event.output })) },
            // The AI is optional: if it fails, the basic result stands, not enhanced.
            onError: {
              target: 'finalizing',
              actions: assign(({ context }) => ({
                result: { ...(context.result as EvaluationResult), apiEnhanced: false },
              })),
            },
          },
        },
        finalizing: {
          entry: { type: 'enterStep', params: { step: 'finalizing' } },
          invoke: {
            src: 'finalizeResult',
            input: ({ context }) => withResult(context),
            onDone: { target: '#evaluation.complete', actions: assign(({ event }) => ({ result: event.output })) },
            onError: { target: '#evaluation.failed', actions: 'fail' },
          },
        },
      },
    },
    failed: {
      on: {
        START: { target: 'working', actions: assign(({ context }) => ({ aiEnabled: context.deps.hasAiKey() })) },
        CANCEL: 'closed',
        CLOSE: 'closed',
      },
    },
    complete: {
      tags: 'result',
      entry: { type: 'enterStep', params: { step: 'complete' } },
      on: {
        SAVE: { target: 'saving', actions: assign({ error: null }) },
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
            assign(({ event }) => ({ decision: event.output })),
            emit(({ event }) => ({ type: 'saved' as const, decision: event.output })),
          ],
        },
        // The result stays on screen, so the investor can export it or try again.
        onError: {
          target: 'complete',
          actions: assign(({ event }) => ({ error: messageFor(event.error, MESSAGES.evaluationSaveFailed) })),
        },
      },
    },
    saved: { type: 'final', entry: assign({ outcome: 'saved' }) },
    closed: { type: 'final', entry: assign({ outcome: 'closed' }) },
  },
});
