/**
 * The rule-based analysis that stands in when the AI service fails. Each rule
 * in scoring-rules/ai-analysis.json is a JSON-Logic condition over
 * {answers, constants}; every rule that holds adds its points and its
 * messages. Messages are keys (texts in the same file), so stored results stay
 * language-independent; the reasoning path says a fallback was applied.
 */
import type { Answers } from '../content/types';
import { applyLogic, isTruthy } from '../engine/logic';
import type { ConsistencyAnalysis } from '../scoring/types';
import { type AiAnalysisKind, aiConfig, CONSISTENCY_SCORE_MAX, CONSISTENCY_SCORE_MIN } from './config';

export function fallbackAnalysis(kind: AiAnalysisKind, answers: Answers): ConsistencyAnalysis {
  const { fallback } = aiConfig.analyses[kind];
  const data = { answers, constants: aiConfig.constants };
  let score = fallback.start;
  const conflictPoints: string[] = [];
  const suggestions: string[] = [];
  for (const rule of fallback.rules) {
    if (!isTruthy(applyLogic(rule.when, data))) continue;
    score += rule.points;
    if (rule.conflict && !conflictPoints.includes(rule.conflict)) conflictPoints.push(rule.conflict);
    if (rule.suggestion && !suggestions.includes(rule.suggestion)) suggestions.push(rule.suggestion);
  }
  return {
    consistencyScore: Math.min(CONSISTENCY_SCORE_MAX, Math.max(CONSISTENCY_SCORE_MIN, score)),
    conflictPoints,
    suggestions,
    reasoningPath: fallback.reasoning,
    source: 'fallback',
  };
}
