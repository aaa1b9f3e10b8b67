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

/** The body of `response` cut off with an error after `maxBytes` bytes. */
export function limitBody(response: Response, maxBytes: number): Response {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw new ReplyTooLargeError(maxBytes);
  }
  const source = response.body;
  if (!source) return response;
  const reader = source.getReader();
  let received = 0;
  const limited = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      received += value.byteLength;
      if (received > maxBytes) {
        void reader.cancel().catch(() => {});
        controller.error(new ReplyTooLargeError(maxBytes));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(limited, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A fetch whose responses carry at most `maxBytes` of body. */
export function boundedFetch(maxBytes: number, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => limitBody(await base(input, init), maxBytes);
}
