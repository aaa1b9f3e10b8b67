/**
 * Why a call to the AI service failed, in kinds the settings dialog can explain
 * in plain words and the retry loop can act on. The SDK's own error classes stay
 * inside sdk-transport.ts; everything else sees only `AiRequestError`.
 * Deliberately carries no server message: providers echo parts of the key in
 * their 401 texts, and these errors may end up in logs.
 */
export type AiFailureKind =
  /** 401: the key was refused. */
  | 'auth'
  /** 403: the key may not use this model or endpoint. */
  | 'forbidden'
  /** 404: wrong base URL or unknown model. */
  | 'not-found'
  /** 429: rate limit or exhausted quota. */
  | 'rate-limit'
  /** No answer within the time limit. */
  | 'timeout'
  /** No connection: offline, DNS, refused, closed, or blocked by CORS. */
  | 'network'
  /** 5xx: the service itself failed. */
  | 'server'
  /** 400/422 and other refusals of the request's shape (e.g. JSON replies unsupported). */
  | 'bad-request'
  /** The reply body was larger than the configured limit; refused unread. */
  | 'reply-too-large'
  /** The service answered, but with empty content. */
  | 'empty-reply'
  /** The base URL is not an http(s) URL. */
  | 'invalid-url'
  /** No key configured. */
  | 'no-key';

export class AiRequestError extends Error {
  readonly kind: AiFailureKind;
  readonly status: number | undefined;

  constructor(kind: AiFailureKind, status?: number) {
    super(status === undefined ? `AI request failed: ${kind}` : `AI request failed: ${kind} (HTTP ${status})`);
    this.name = 'AiRequestError';
    this.kind = kind;
    this.status = status;
  }
}

/** Kinds worth another attempt: the next try may well succeed. A refused key or a wrong URL will not. */
export function isRetryable(kind: AiFailureKind): boolean {
  return (
    kind === 'timeout' || kind === 'network' || kind === 'server' || kind === 'rate-limit' || kind === 'empty-reply'
  );
}

export function kindForStatus(status: number): AiFailureKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'server';
  // 409 (conflict) is transient by OpenAI's own convention; treat it like a server hiccup.
  if (status === 409) return 'server';
  return 'bad-request';
}

/** The error an aborted operation rejects with, as fetch does. */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
