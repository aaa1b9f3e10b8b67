/**
 * One error type for everything the store and auth ports throw. `messageKey`
 * is a key in the `errors` i18n namespace, so the UI shows it in the user's language.
 */
export type StoreErrorCode =
  | 'conflict'
  | 'not-found'
  | 'unauthenticated'
  | 'permission'
  | 'validation'
  | 'network'
  | 'invalid-email'
  | 'user-not-found'
  | 'wrong-password'
  | 'email-in-use'
  | 'weak-password'
  | 'provider-account'
  /** Signed up, but the project requires confirming the e-mail before signing in. */
  | 'confirmation-required'
  | 'unsupported'
  /** Tabs of two app versions share the embedded database; one of them must be reloaded first. */
  | 'version-mismatch'
  | 'unknown';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly messageKey: string;
  /** Interpolation values for the message, e.g. `{ provider: 'GitHub' }`. */
  readonly params: Record<string, string>;

  constructor(
    code: StoreErrorCode,
    messageKey: string,
    options?: { cause?: unknown; params?: Record<string, string> },
  ) {
    super(messageKey, { cause: options?.cause });
    this.name = 'StoreError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options?.params ?? {};
  }

  /** Transient errors are worth retrying; validation and permission errors are not. */
  get transient(): boolean {
    return this.code === 'network';
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}
