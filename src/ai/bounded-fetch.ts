/**
 * A fetch for the AI SDK that refuses reply bodies over a byte limit while they
 * stream in: the SDK would otherwise buffer and parse whatever a service sends
 * (a runaway model, a misconfigured proxy, a hostile endpoint), and one JSON.parse
 * of tens of megabytes freezes the page. Over the limit the body errors with a
 * `ReplyTooLargeError` and the connection is cancelled.
 */

export class ReplyTooLargeError extends Error {
  constructor(limit: number) {
    super(`AI reply larger than ${limit} bytes`);
    this.name = 'ReplyTooLargeError';
  }
}

/**
 * The whole body of `response`, read here rather than by the SDK: at most
 * `maxBytes` (over that it throws `ReplyTooLargeError` and cancels the
 * connection), and under the request's own signal, so a body that trickles in
 * is cut off by the attempt's time limit like a slow answer. (Left to the SDK,
 * Chromium ends a half-received body with an AbortError once the SDK's request
 * timer is cleared after the headers arrive.)
 */
export async function readBounded(
  response: Response,
  maxBytes: number,
  signal?: AbortSignal | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw new ReplyTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        void reader.cancel().catch(() => {});
        throw new ReplyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A fetch whose responses are read in full, up to `maxBytes`, before the caller sees them. */
export function boundedFetch(maxBytes: number, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const body = await readBounded(response, maxBytes, init?.signal);
    const nullBody = response.status === 204 || response.status === 304;
    return new Response(nullBody ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
