/**
 * A decision as the lists hold it, made from a full one in memory (a decision
 * just saved): the same shape `decision_summaries` returns, so a list does not
 * care whether a row came from loading or from a save.
 */
import type { Answers } from '../content/types';
import type { Decision, DecisionSummary } from './types';

export function summaryOf(decision: Decision, answerKeys: readonly string[]): DecisionSummary {
  const { answers, evaluationResult: _result, ...fields } = decision;
  const kept: Answers = {};
  for (const key of answerKeys) {
    const answer = Object.hasOwn(answers, key) ? answers[key] : undefined;
    if (answer !== undefined) kept[key] = answer;
  }
  return { ...fields, answers: kept };
}
