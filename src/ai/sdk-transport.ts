/**
 * ChatTransport over the official `openai` SDK, for any OpenAI-compatible base URL.
 * The SDK is imported dynamically, only once a key is configured, so it never
 * weighs on the first page load. Its own retries are off (maxRetries 0): the
 * attempts, the pause between them and the time limit are ours (attempts.ts).
 */
import type OpenAI from 'openai';
import { AiRequestError, abortError, kindForStatus } from './ai-request-error';
import type { AiSettings } from './ai-settings';
import { isUsableBaseUrl, normalizeBaseUrl } from './base-url';
import { boundedFetch, ReplyTooLargeError } from './bounded-fetch';
import { aiConfig } from './config';
import type { ChatRequest, ChatTransport } from './transport';

type OpenAiModule = typeof import('openai');

let sdk: Promise<OpenAiModule> | undefined;

function loadSdk(): Promise<OpenAiModule> {
  sdk ??= import('openai').catch((error: unknown) => {
    // A failed chunk load (offline) may succeed later; do not cache the failure.
    sdk = undefined;
    throw error;
  });
  return sdk;
}

function toRequestError(module: OpenAiModule, error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return abortError(signal);
  if (hasCause(error, ReplyTooLargeError)) return new AiRequestError('reply-too-large');
  if (error instanceof module.APIConnectionTimeoutError) return new AiRequestError('timeout');
  if (error instanceof module.APIConnectionError) return new AiRequestError('network');
  if (error instanceof module.APIError && typeof error.status === 'number') {
    return new AiRequestError(kindForStatus(error.status), error.status);
  }
  // Anything else is the reply not being what an OpenAI-compatible service sends (e.g. an HTML page).
  return new AiRequestError('bad-request');
}

/** Whether `error` or one of its causes is an instance of `type` (the SDK wraps body-read failures). */
function hasCause(error: unknown, type: new (...args: never[]) => Error): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof type) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function createSdkTransport(settings: AiSettings): Promise<ChatTransport> {
  const apiKey = settings.apiKey.trim();
  if (!apiKey) throw new AiRequestError('no-key');
  const baseURL = normalizeBaseUrl(settings.baseUrl);
  if (!isUsableBaseUrl(baseURL)) throw new AiRequestError('invalid-url');
  const module = await loadSdk();
  const client: OpenAI = new module.OpenAI({
    apiKey,
    baseURL,
    maxRetries: 0,
    dangerouslyAllowBrowser: true,
    // Never read organisation or project ids from the environment: only what the user configured is sent.
    organization: null,
    project: null,
    // The SDK logs nothing; the key must never reach a log line.
    logLevel: 'off',
    fetch: boundedFetch(aiConfig.service.maxReplyBytes),
  });
  const model = settings.model.trim();

  return {
    async complete({ messages, signal, timeoutMs }: ChatRequest) {
      try {
        const completion = await client.chat.completions.create(
          { model, messages, response_format: { type: 'json_object' } },
          { signal, timeout: timeoutMs, maxRetries: 0 },
        );
        return completion.choices?.[0]?.message?.content ?? null;
      } catch (error) {
        throw toRequestError(module, error, signal);
      }
    },
  };
}
