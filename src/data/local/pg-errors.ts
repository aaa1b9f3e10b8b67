/**
 * Names the errors of the embedded database. Postgres reports a SQLSTATE
 * code; through PGlite's worker only the message survives, so the worker
 * prefixes it as "[SQLSTATE 42501] ..." (see worker-errors.ts) and this file
 * reads either form. The local auth functions raise the app's own codes as
 * their message (supabase/shim/10_local_auth.sql).
 */
import { isStorageFullError } from '../storage-full';
import type { StoreErrorCode } from '../store-error';
import type { OAuthProvider } from '../types';

const PREFIX = /^\[SQLSTATE ([0-9A-Z]{5})\] /;

export function sqlStateOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return typeof message === 'string' ? (PREFIX.exec(message)?.[1] ?? null) : null;
}

/** The message without the worker's SQLSTATE prefix. */
export function plainMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(PREFIX, '');
}

export function prefixSqlState(code: string, message: string): string {
  return PREFIX.test(message) ? message : `[SQLSTATE ${code}] ${message}`;
}

const AUTH_CODES = new Set<StoreErrorCode>([
  'invalid-email',
  'user-not-found',
  'wrong-password',
  'email-in-use',
  'weak-password',
]);

/** An error raised by the local auth functions: its code, and the provider for 'provider-account'. */
export function localAuthFailure(error: unknown): { code: StoreErrorCode; provider?: OAuthProvider } | null {
  const message = plainMessage(error);
  if (AUTH_CODES.has(message as StoreErrorCode)) return { code: message as StoreErrorCode };
  const social = /^provider-account:(google|github)$/.exec(message);
  return social ? { code: 'provider-account', provider: social[1] as OAuthProvider } : null;
}

export function classifyLocalError(error: unknown): StoreErrorCode {
  if (isStorageFullError(error)) return 'storage-full';
  const state = sqlStateOf(error);
  if (state === null) {
    // The worker's leader tab closed mid-request: the next leader will answer a retry.
    return /leader changed/i.test(plainMessage(error)) ? 'network' : 'unknown';
  }
  if (state === '42501') return 'permission';
  if (state === '23505') return 'conflict';
  if (state === '23503') return 'unauthenticated';
  if (/^(23|22)/.test(state)) return 'validation';
  if (/^(08|40|53|57)/.test(state)) return 'network';
  return 'unknown';
}
