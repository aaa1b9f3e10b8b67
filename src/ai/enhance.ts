/**
 * The AI step as the evaluation machine needs it: the basic result in, the
 * enhanced result out. If the step fails for any reason other than a cancel,
 * the basic result stands with apiEnhanced false; a cancel rejects
 * with the abort reason, so the caller saves nothing.
 */
import type { EvaluationResult } from '../scoring/types';
import { applyAiAnalysis } from './apply';
import { type AiAnalysisInput, runAiAnalysis } from './run-analysis';

export async function enhanceEvaluation(basic: EvaluationResult, input: AiAnalysisInput): Promise<EvaluationResult> {
  try {
    return applyAiAnalysis(basic, await runAiAnalysis(input));
  } catch (error) {
    if (input.signal?.aborted) throw input.signal.reason;
    console.warn(`AI analysis skipped: ${error instanceof Error ? error.name : 'unknown error'}`);
    return { ...basic, apiEnhanced: false };
  }
}
