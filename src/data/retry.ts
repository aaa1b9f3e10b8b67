/**
 * Retries for transient failures (3 attempts, waiting 1000 ms ×
 * attempt number in between). Validation, permission and conflict errors are
 * final: retrying cannot fix them.
 */
import { StoreError } from './store-error';

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  /** Wait after attempt n is delayMs × n. */
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delayMs: 1000 };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTransient(error: unknown): boolean {
  return error instanceof StoreError && error.transient;
}

/** Runs `attempt(n)` (n from 1) until it succeeds, a final error occurs, or attempts run out. */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= policy.attempts || !isTransient(error)) throw error;
      await sleep(policy.delayMs * n);
    }
  }
}
