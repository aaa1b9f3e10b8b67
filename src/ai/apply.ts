/**
 * Folds the three analyses into a basic evaluation:
 * each result lands in its stage's details and moves that stage's score by
 * factor × (score − neutral) from scoring-rules/ai-analysis.json (stage 3 by
 * logic − 5, stage 4 by risk − 6, stage 6 by −2 × bias); then the scoring engine
 * recomputes what derives from stage scores (total, rating, overall strengths and
 * weaknesses). Pure: `basic` is not changed.
 */
import { finalizeEvaluation } from '../scoring/finalize';
import { clamp, roundHalfUp } from '../scoring/numbers';
import type { EvaluationResult, StageScore } from '../scoring/types';
import { AI_ANALYSIS_KINDS, aiConfig } from './config';
import type { AiAnalysis } from './run-analysis';

export function applyAiAnalysis(basic: EvaluationResult, analysis: AiAnalysis): EvaluationResult {
  const stageScores = { ...basic.stageScores };
  for (const kind of AI_ANALYSIS_KINDS) {
    const result = analysis[kind];
    const { stage, detail, adjustment } = aiConfig.analyses[kind];
    const current: StageScore = stageScores[stage];
    stageScores[stage] = {
      ...current,
      score: clamp(roundHalfUp(current.score + adjustment.factor * (result.consistencyScore - adjustment.neutral))),
      details: { ...current.details, [detail]: result },
    };
  }
  return {
    ...basic,
    stageScores,
    ...finalizeEvaluation(stageScores),
    apiEnhanced: AI_ANALYSIS_KINDS.some((kind) => analysis[kind].source === 'api'),
  };
}
