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
  /** The browser's storage is full (localStorage or IndexedDB quota). */
  | 'storage-full'
  | 'unknown';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly messageKey: string;
  /** Interpolation values for the message, e.g. `{ provider: 'GitHub' }`. */
  readonly params: Record<string, string>;
  /**
   * The message names only the operation that failed ("Failed to save
   * decision"), not why: the caller, who knows what the investor was doing, may
   * say it in its own words. Carried on the error so the machines, which see the
   * store only through its types, can tell without importing store code.
   */
  readonly generic: boolean;

  constructor(
    code: StoreErrorCode,
    messageKey: string,
    options?: { cause?: unknown; params?: Record<string, string>; generic?: boolean },
  ) {
    super(messageKey, { cause: scrubCause(options?.cause) });
    this.name = 'StoreError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options?.params ?? {};
    this.generic = options?.generic ?? false;
  }

  /** Transient errors are worth retrying; validation and permission errors are not. */
  get transient(): boolean {
    return this.code === 'network';
  }
}

/** The store holds a newer version than the one a save or delete was based on. */
export function isConflict(error: unknown): boolean {
  return error instanceof StoreError && error.code === 'conflict';
}

/** What a failure's cause may keep: enough to diagnose it, nothing the user or the query sent. */
export class ErrorSummary extends Error {
  /** SQLSTATE (e.g. "23505") or the service's own code, when it had one. */
  readonly code: string | undefined;
  readonly status: number | undefined;

  constructor(name: string, message: string, code?: string, status?: number) {
    super(message);
    this.name = name;
    this.code = code;
    this.status = status;
  }
}

const MAX_CAUSE_MESSAGE = 300;

/**
 * Postgres quotes a refused value at the end of some messages
 * (`invalid input syntax for type integer: "…"`) and in key details
 * (`Key (email)=(…)`); both are cut, names of constraints and columns stay.
 */
function redactValues(message: string): string {
  return message.replace(/: "[\s\S]*"$/, ': "…"').replace(/=\([\s\S]*?\)(?= |$)/g, '=(…)');
}

/**
 * Database and HTTP errors carry the query's parameters (a password at sign-up
 * or password change), the failing row's values and request bodies in fields such
 * as `params`, `query`, `detail` or `where`. An error's cause may be logged or
 * copied into a crash report, so only the name, the message, the SQLSTATE or
 * service code and the HTTP status survive.
 */
export function scrubCause(cause: unknown): unknown {
  if (cause === undefined || cause === null || cause instanceof StoreError || cause instanceof ErrorSummary) {
    return cause;
  }
  if (typeof cause !== 'object') return new ErrorSummary('Error', String(cause).slice(0, MAX_CAUSE_MESSAGE));
  const { name, message, code, status } = cause as Record<string, unknown>;
  return new ErrorSummary(
    typeof name === 'string' ? name : 'Error',
    typeof message === 'string' ? redactValues(message).slice(0, MAX_CAUSE_MESSAGE) : '',
    typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    typeof status === 'number' ? status : undefined,
  );
}
