/**
 * The AI analysis configuration as typed data. Everything an editor may tune
 * (prompts, question lists, limits, offsets, fallback rules, texts) lives in
 * scoring-rules/ai-analysis.json; `checkAiAnalysisRules` validates that file, so
 * here it is only given its type.
 */

import rawConfig from '../../scoring-rules/ai-analysis.json';
import type { Localized } from '../content/types';
import type { StageDetails, StageKey } from '../scoring/types';

/** The three analyses, in the order the result shows them. */
export const AI_ANALYSIS_KINDS = ['logic', 'risk', 'bias'] as const;
export type AiAnalysisKind = (typeof AI_ANALYSIS_KINDS)[number];

/** consistencyScore range of ConsistencyAnalysis (src/scoring/types.ts). */
export const CONSISTENCY_SCORE_MIN = 0;
export const CONSISTENCY_SCORE_MAX = 10;

export interface AiField {
  id: string;
  label: Localized;
  options?: Record<string, Localized>;
}

export interface AiFallbackRule {
  name: string;
  when: unknown;
  points: number;
  conflict?: string;
  suggestion?: string;
}

export interface AiAnalysisSpec {
  detail: keyof StageDetails;
  stage: StageKey;
  adjustment: { neutral: number; factor: number };
  fields: AiField[];
  system: Localized;
  user: Localized;
  fallback: { start: number; reasoning: string; rules: AiFallbackRule[] };
}

/** How long and how often each analysis call may try; tests shorten these. */
export interface AiTiming {
  timeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
}

export interface AiServiceConfig extends AiTiming {
  defaultBaseUrl: string;
  defaultModel: string;
  maxListItems: number;
  maxTextLength: number;
  /** Longer reply bodies are refused while they stream in, before any parsing. */
  maxReplyBytes: number;
}

export interface AiAnalysisConfig {
  bank: string;
  service: AiServiceConfig;
  constants: Record<string, number>;
  answerLine: Localized;
  noAnswer: Localized;
  listSeparator: Localized;
  analyses: Record<AiAnalysisKind, AiAnalysisSpec>;
  connectionTest: { system: Localized; user: Localized };
  messages: Record<string, Localized>;
}

export const aiConfig = rawConfig as unknown as AiAnalysisConfig;

/** The rules file as the app ships it; relative to the repository root. */
export const AI_RULES_FILE = 'scoring-rules/ai-analysis.json';
export const AI_RULES_SCHEMA_FILE = 'scoring-rules/schema/ai-analysis.schema.json';
