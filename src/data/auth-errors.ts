/**
 * Sign-in and registration errors, the same in both runtimes (by
 * code, 'Invalid email address.', 'User not found.', ...).
 */
import { ERROR_KEYS, type ErrorKey } from './error-keys';
import { StoreError, type StoreErrorCode } from './store-error';
import type { OAuthProvider, SignInMethod } from './types';

/** Brand names, the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

const KEYS: Partial<Record<StoreErrorCode, ErrorKey>> = {
  'invalid-email': ERROR_KEYS.invalidEmail,
  'user-not-found': ERROR_KEYS.userNotFound,
  'wrong-password': ERROR_KEYS.wrongPassword,
  'email-in-use': ERROR_KEYS.emailInUse,
  'weak-password': ERROR_KEYS.weakPassword,
  'confirmation-required': ERROR_KEYS.confirmEmail,
  validation: ERROR_KEYS.credentialsRequired,
  network: ERROR_KEYS.authConnection,
  unauthenticated: ERROR_KEYS.loginRequired,
  'storage-full': ERROR_KEYS.storageFull,
};

export function authError(code: StoreErrorCode, cause?: unknown): StoreError {
  return new StoreError(code, (Object.hasOwn(KEYS, code) ? KEYS[code] : undefined) ?? ERROR_KEYS.authFailed, { cause });
}

/** "Please sign in with GitHub": the e-mail belongs to a social account. */
export function providerAccountError(provider: OAuthProvider): StoreError {
  return new StoreError('provider-account', ERROR_KEYS.signInWithProvider, {
    params: { provider: PROVIDER_NAMES[provider] },
  });
}

/** The social provider an e-mail must use, when it has no password. */
export function socialOnlyProvider(methods: SignInMethod[]): OAuthProvider | null {
  if (methods.includes('password')) return null;
  return methods.find((method): method is OAuthProvider => method === 'google' || method === 'github') ?? null;
}

/** Both e-mail and password are required. */
export function requireCredentials(email: string, password: string): void {
  if (!email.trim() || !password) throw authError('validation');
}

export function parseSignInMethods(value: unknown): SignInMethod[] {
  const known: SignInMethod[] = ['password', 'google', 'github'];
  return Array.isArray(value) ? known.filter((method) => value.includes(method)) : [];
}
