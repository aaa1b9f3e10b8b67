/**
 * The evaluation's rules, AI, store and clock as the machine's actors and guard,
 * for `.provide()`: the evaluation container passes the app's, tests their own.
 */

import { fromPromise } from 'xstate';
import type { Decision } from '../data/types';
import type { EvaluationResult } from '../scoring/types';
import { nowIso } from './clock';
import type { EvaluationDeps, EvaluationInputVerdict, EvaluationRequest, ResultRequest } from './evaluation.machine';

export function evaluationServices(deps: EvaluationDeps) {
  const now = deps.now ?? nowIso;
  return {
    actors: {
      validateInput: fromPromise<EvaluationInputVerdict, EvaluationRequest>(async ({ input }) =>
        deps.validateInput(input.decision, input.bank),
      ),
      scoreDecision: fromPromise<EvaluationResult, EvaluationRequest>(async ({ input }) =>
        deps.scoreDecision(input.decision, input.bank),
      ),
      analyzeWithAi: fromPromise<EvaluationResult, ResultRequest>(({ input, signal }) =>
        deps.analyzeWithAi(input, signal),
      ),
      finalizeResult: fromPromise<EvaluationResult, ResultRequest>(async ({ input }) => ({
        ...input.result,
        evaluatedAt: now(),
      })),
      saveEvaluation: fromPromise<Decision, ResultRequest>(({ input }) =>
        deps.saveEvaluation(input.decision, input.result),
      ),
    },
    guards: { aiKeySet: () => deps.hasAiKey() },
  };
}
