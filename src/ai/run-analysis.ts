/**
 * The optional AI step of an evaluation: the three analyses run in parallel,
 * each bounded by completeWithRetries; a failed or unacceptable one is replaced
 * by its rule-based fallback, so the step always yields three results unless it
 * is aborted (then it rejects with the abort reason and nothing is returned).
 */
import type { Answers, Lang } from '../content/types';
import type { ConsistencyAnalysis } from '../scoring/types';
import type { AiFailureKind } from './ai-request-error';
import { type AiSettings, withDefaults } from './ai-settings';
import { completeWithRetries } from './attempts';
import { AI_ANALYSIS_KINDS, type AiAnalysisKind, type AiTiming, aiConfig } from './config';
import { fallbackAnalysis } from './fallback';
import { buildMessages } from './prompts';
import { parseReply } from './reply';
import { createSdkTransport } from './sdk-transport';
import type { ChatTransport } from './transport';

export type AiAnalysis = Record<AiAnalysisKind, ConsistencyAnalysis>;

export interface AiAnalysisInput {
  answers: Answers;
  /** UI language: picks the prompts, and so the language of the reply. */
  lang: Lang;
  settings: AiSettings;
  signal?: AbortSignal;
  /** Shorter bounds for tests; the defaults come from scoring-rules/ai-analysis.json. */
  timing?: Partial<AiTiming>;
}

/** Why an analysis used the fallback: a request failure, or a reply that was not acceptable. */
export type FallbackReason = AiFailureKind | 'invalid-reply';

export function resolveTiming(overrides?: Partial<AiTiming>): AiTiming {
  const { timeoutMs, maxAttempts, retryDelayMs } = aiConfig.service;
  return { timeoutMs, maxAttempts, retryDelayMs, ...overrides };
}

async function analyseOne(
  transport: ChatTransport,
  kind: AiAnalysisKind,
  input: AiAnalysisInput,
  timing: AiTiming,
  signal: AbortSignal,
): Promise<ConsistencyAnalysis> {
  const outcome = await completeWithRetries(transport, buildMessages(kind, input.answers, input.lang), timing, signal);
  const accepted = outcome.ok ? parseReply(outcome.content, aiConfig.service) : undefined;
  if (accepted) return accepted;
  const reason: FallbackReason = outcome.ok ? 'invalid-reply' : outcome.kind;
  // Kind, attempts and reason only: never the settings, the prompt or the reply.
  console.warn(`AI ${kind} analysis: rule-based fallback after ${outcome.attempts} attempt(s) (${reason})`);
  return fallbackAnalysis(kind, input.answers);
}

/** Runs the three analyses over an already-built transport (the SDK one in the app). */
export async function analyseWith(transport: ChatTransport, input: AiAnalysisInput): Promise<AiAnalysis> {
  const timing = resolveTiming(input.timing);
  // One controller for the three calls, so a cancel reaches every request at once.
  const controller = new AbortController();
  const onAbort = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onAbort, { once: true });
  if (input.signal?.aborted) onAbort();
  try {
    const results = await Promise.all(
      AI_ANALYSIS_KINDS.map((kind) => analyseOne(transport, kind, input, timing, controller.signal)),
    );
    return Object.fromEntries(AI_ANALYSIS_KINDS.map((kind, index) => [kind, results[index]])) as AiAnalysis;
  } finally {
    // Whatever ended the step, no request of it may linger.
    controller.abort();
    input.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Runs the three analyses against the configured service. Rejects when no key is
 * configured, when the base URL is unusable, or when aborted; never because the
 * service failed (that yields fallbacks).
 */
export async function runAiAnalysis(input: AiAnalysisInput): Promise<AiAnalysis> {
  const transport = await createSdkTransport(withDefaults(input.settings));
  input.signal?.throwIfAborted();
  return analyseWith(transport, input);
}
