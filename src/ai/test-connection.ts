/**
 * The settings dialog's "Test connection": one small request, exactly as the
 * analysis sends it (same endpoint, model, JSON reply format), with the same
 * time limit but a single attempt, so the answer comes quickly and names the
 * failure kind the dialog explains in plain words.
 */
import type { Lang } from '../content/types';
import { type AiFailureKind, AiRequestError } from './ai-request-error';
import { type AiSettings, withDefaults } from './ai-settings';
import { attemptOnce } from './attempts';
import { aiConfig } from './config';
import { connectionTestMessages } from './prompts';
import { createSdkTransport } from './sdk-transport';

export type ConnectionTestResult = { ok: true; latencyMs: number } | { ok: false; kind: AiFailureKind };

export interface ConnectionTestOptions {
  /** Language of the test prompt. */
  lang?: Lang;
  timeoutMs?: number;
}

/** Resolves with the outcome; rejects only when `signal` aborts. */
export async function testAiConnection(
  settings: AiSettings,
  signal: AbortSignal = new AbortController().signal,
  options: ConnectionTestOptions = {},
): Promise<ConnectionTestResult> {
  const started = performance.now();
  try {
    const transport = await createSdkTransport(withDefaults(settings));
    const content = await attemptOnce(
      transport,
      connectionTestMessages(options.lang ?? 'en'),
      options.timeoutMs ?? aiConfig.service.timeoutMs,
      signal,
    );
    if (!content?.trim()) return { ok: false, kind: 'empty-reply' };
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    return { ok: false, kind: error instanceof AiRequestError ? error.kind : 'network' };
  }
}
