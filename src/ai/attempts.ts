/**
 * One analysis call within the bounds of scoring-rules/ai-analysis.json: each attempt gets its own time
 * limit, failures worth retrying are retried after a pause, up to the attempt
 * limit. An empty reply counts as a failure worth retrying. Aborting `signal`
 * ends everything at once, including the pause, and rejects with the abort reason.
 */

import { type AiFailureKind, AiRequestError, abortError, isRetryable } from './ai-request-error';
import type { AiTiming } from './config';
import type { ChatMessage, ChatTransport } from './transport';

export type AttemptsOutcome =
  | { ok: true; content: string; attempts: number }
  | { ok: false; kind: AiFailureKind; attempts: number };

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles with `promise`, or rejects as soon as `signal` aborts, even if the promise never settles. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  // The losing promise may still reject later; that must not surface as an unhandled rejection.
  promise.catch(() => {});
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** One attempt bounded by `timeoutMs`; a time-out rejects with an `AiRequestError('timeout')`. */
export async function attemptOnce(
  transport: ChatTransport,
  messages: ChatMessage[],
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | null> {
  const attempt = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    attempt.abort();
  }, timeoutMs);
  const onAbort = () => attempt.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  try {
    return await untilAborted(transport.complete({ messages, signal: attempt.signal, timeoutMs }), attempt.signal);
  } catch (error) {
    if (signal.aborted) throw abortError(signal);
    if (timedOut) throw new AiRequestError('timeout');
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

export async function completeWithRetries(
  transport: ChatTransport,
  messages: ChatMessage[],
  timing: AiTiming,
  signal: AbortSignal,
): Promise<AttemptsOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    let kind: AiFailureKind;
    try {
      const content = await attemptOnce(transport, messages, timing.timeoutMs, signal);
      if (content?.trim()) return { ok: true, content, attempts: attempt };
      kind = 'empty-reply';
    } catch (error) {
      if (signal.aborted) throw abortError(signal);
      // Anything that is not ours (a bug in a transport) is treated as a lost connection.
      kind = error instanceof AiRequestError ? error.kind : 'network';
    }
    if (!isRetryable(kind) || attempt >= timing.maxAttempts) return { ok: false, kind, attempts: attempt };
    await delay(timing.retryDelayMs, signal);
  }
}
