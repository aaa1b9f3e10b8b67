/**
 * Evaluations are stored with their decision (evaluated, evaluation_score,
 * evaluation_result in the same row), so saving one is saving the decision:
 * the same version check, one write. These helpers are the one way to read
 * and save an evaluation, with its own error message.
 */
import type { EvaluationResult } from '../scoring/types';
import { ERROR_KEYS } from './error-keys';
import { isGenericFailure } from './operation-errors';
import type { StorePort } from './ports';
import { StoreError } from './store-error';
import type { Decision } from './types';

export async function getEvaluation(store: Pick<StorePort, 'getDecision'>, decisionId: string) {
  const decision = await store.getDecision(decisionId);
  return decision?.evaluated ? decision.evaluationResult : null;
}

/**
 * Marks a completed decision evaluated with this result (evaluated, score and
 * result together). The one way an evaluation is saved: the evaluation overlay
 * runs it, and the store contract tests it.
 */
export async function saveEvaluation(
  store: Pick<StorePort, 'saveDecision'>,
  decision: Decision,
  result: EvaluationResult,
): Promise<Decision> {
  try {
    return await store.saveDecision({
      ...decision,
      evaluated: true,
      evaluationScore: result.totalScore,
      evaluationResult: result,
    });
  } catch (error) {
    // Conflicts, lost connections, sign-outs and broken limits say more than the generic text.
    if (error instanceof StoreError && !isGenericFailure(error)) throw error;
    const code = error instanceof StoreError ? error.code : 'unknown';
    throw new StoreError(code, ERROR_KEYS.evaluationSaveFailed, { cause: error });
  }
}
