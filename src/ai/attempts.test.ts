/**
 * The retry loop on a fake clock, with a hand-written transport: the shipped
 * bounds (15 s per attempt, 1 s pause, 3 attempts) checked to the millisecond
 * without waiting for them.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AiFailureKind, AiRequestError, isRetryable } from './ai-request-error';
import { completeWithRetries, delay } from './attempts';
import { aiConfig } from './config';
import type { ChatRequest, ChatTransport } from './transport';

const messages = [
  { role: 'system' as const, content: 'Reply in JSON.' },
  { role: 'user' as const, content: 'Answers.' },
];

/** A transport whose every call waits until its signal aborts, like a service that never answers. */
function hangingTransport(): ChatTransport & { calls: ChatRequest[] } {
  const calls: ChatRequest[] = [];
  return {
    calls,
    complete(request) {
      calls.push(request);
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new Error('aborted by the caller')));
      });
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('completeWithRetries with the shipped bounds', () => {
  it('gives each attempt 15 s, pauses 1 s, and stops after the third', async () => {
    vi.useFakeTimers();
    const transport = hangingTransport();
    const { timeoutMs, retryDelayMs, maxAttempts } = aiConfig.service;
    const outcome = completeWithRetries(
      transport,
      messages,
      { timeoutMs, retryDelayMs, maxAttempts },
      new AbortController().signal,
    );

    await vi.advanceTimersByTimeAsync(14_999);
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(15_000 + 1_000);
    expect(transport.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(outcome).resolves.toEqual({ ok: false, kind: 'timeout', attempts: 3 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once when cancelled during the pause, without another attempt', async () => {
    vi.useFakeTimers();
    const transport: ChatTransport & { calls: number } = {
      calls: 0,
      async complete() {
        this.calls += 1;
        throw new AiRequestError('server', 500);
      },
    };
    const controller = new AbortController();
    const outcome = completeWithRetries(transport, messages, aiConfig.service, controller.signal);
    const settled = expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.calls).toBe(1);
  });

  it('ends at once when cancelled even if the transport ignores its signal', async () => {
    const transport: ChatTransport = { complete: () => new Promise(() => {}) };
    const controller = new AbortController();
    const outcome = completeWithRetries(transport, messages, aiConfig.service, controller.signal);
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('delay', () => {
  it('rejects straight away on an already cancelled signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(delay(10_000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

type Step = { reply: string } | { fail: AiFailureKind };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom('', '  ', '{"consistencyScore": 5}').map((reply) => ({ reply })),
  fc
    .constantFrom<AiFailureKind>(
      'auth',
      'forbidden',
      'not-found',
      'rate-limit',
      'timeout',
      'network',
      'server',
      'bad-request',
    )
    .map((fail) => ({ fail })),
);

describe('completeWithRetries, for any sequence of service behaviours', () => {
  it('stops at the first usable reply or final failure, never beyond the attempt limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        async (steps, maxAttempts) => {
          let calls = 0;
          const transport: ChatTransport = {
            async complete() {
              const step = steps[calls] as Step;
              calls += 1;
              if ('fail' in step) throw new AiRequestError(step.fail);
              return step.reply;
            },
          };
          const outcome = await completeWithRetries(
            transport,
            messages,
            { timeoutMs: 1_000, retryDelayMs: 0, maxAttempts },
            new AbortController().signal,
          );
          // The expected stop: the first step that is a reply with content or a failure not worth retrying.
          const decisive = steps.findIndex((step) =>
            'reply' in step ? step.reply.trim().length > 0 : !isRetryable(step.fail),
          );
          const expectedAttempts = decisive === -1 ? maxAttempts : Math.min(decisive + 1, maxAttempts);
          expect(outcome.attempts).toBe(expectedAttempts);
          expect(calls).toBe(expectedAttempts);
          const last = steps[expectedAttempts - 1] as Step;
          if ('reply' in last && last.reply.trim()) expect(outcome).toMatchObject({ ok: true, content: last.reply });
          else expect(outcome).toMatchObject({ ok: false, kind: 'fail' in last ? last.fail : 'empty-reply' });
        },
      ),
      { numRuns: 300 },
    );
  });
});
