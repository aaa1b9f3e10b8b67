/**
 * Names the failures of Supabase's REST API (PostgREST): Postgres SQLSTATE
 * codes pass through in `code`, PostgREST adds its own PGRSTxxx codes, and
 * `status` 0 means the request never got an answer.
 */
import type { StoreErrorCode } from '../store-error';

export class PostgrestFailure extends Error {
  readonly code: string;
  readonly status: number;

  constructor(error: { message?: string; code?: string }, status: number) {
    super(error.message ?? 'PostgREST request failed');
    this.name = 'PostgrestFailure';
    this.code = error.code ?? '';
    this.status = status;
  }
}

/** Unwraps a supabase-js result, throwing its error. */
export function unwrap<T>(
  result:
    | { data: T; error: null; status: number }
    | { data: null; error: { message?: string; code?: string }; status: number },
): T {
  if (result.error) throw new PostgrestFailure(result.error, result.status);
  return result.data as T;
}

export function classifySupabaseError(error: unknown): StoreErrorCode {
  if (!(error instanceof PostgrestFailure)) return error instanceof TypeError ? 'network' : 'unknown';
  const { code, status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'network';
  if (code === '23505') return 'conflict';
  if (code === 'PGRST301' || code === 'PGRST302' || code === '23503' || status === 401) return 'unauthenticated';
  if (code === '42501' || status === 403) return 'permission';
  if (code === 'PGRST116') return 'not-found';
  if (/^(22|23)/.test(code) || status === 400) return 'validation';
  return 'unknown';
}
