/**
 * Whether this browser may hold a signed-in session, answered synchronously
 * before the backend loads, so a first visit shows the sign-in reminder at once
 * while a returning user sees a loading state instead of a flash of it.
 * A hint only: the backend decides once it has loaded.
 */
import { SESSION_KEY } from './local/session-store';

export function mayHaveStoredSession(
  storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage,
): boolean {
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      // The embedded runtime's session, or supabase-js's `sb-<project>-auth-token`.
      if (key === SESSION_KEY || (key?.startsWith('sb-') && key.endsWith('-auth-token'))) return true;
    }
    return false;
  } catch {
    return false;
  }
}
