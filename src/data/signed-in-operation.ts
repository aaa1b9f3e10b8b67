/**
 * One operation of the signed-in user's, run the same way by every port: refused
 * at once when nobody is signed in, tried again while it fails transiently, and
 * any raw failure turned into the StoreError the user reads.
 */
import { ERROR_KEYS } from './error-keys';
import { operationError, type StoreOperation } from './operation-errors';
import { type RetryPolicy, withRetry } from './retry';
import { StoreError, type StoreErrorCode } from './store-error';
import type { Session } from './types';

export interface OperationRunner {
  /** The signed-in user, or null. */
  session(): Promise<Session | null>;
  /** Names a raw failure of the runtime (SQL or REST). */
  classify(error: unknown): StoreErrorCode;
  retry: RetryPolicy;
}

export async function signedInOperation<T>(
  runner: OperationRunner,
  operation: StoreOperation,
  work: (session: Session, attempt: number) => Promise<T>,
): Promise<T> {
  const session = await runner.session();
  if (!session) throw new StoreError('unauthenticated', ERROR_KEYS.loginRequired);
  return withRetry(async (attempt) => {
    try {
      return await work(session, attempt);
    } catch (error) {
      if (error instanceof StoreError) throw error;
      throw operationError(operation, runner.classify(error), error);
    }
  }, runner.retry);
}
