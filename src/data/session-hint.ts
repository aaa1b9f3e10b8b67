/**
 * Whether this browser may hold a signed-in session, answered synchronously
 * before the backend loads, so a first visit shows the sign-in reminder at once
 * while a returning user sees a loading state instead of a flash of it.
 * A hint only: the backend decides once it has loaded.
 */
import { readStoredSession, SESSION_KEY } from './local/session-store';

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

/**
 * Whose session this browser holds, read synchronously before the backend loads,
 * so the journal kept for that user (see `app/journal-cache.ts`) can show at once.
 * A hint only, like `mayHaveStoredSession`: the backend confirms the session, and
 * the rows it loads replace what the hint showed.
 */
export function storedUserId(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    if (!storage) return null;
    const local = readStoredSession(storage);
    if (local) return local.userId;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      // supabase-js keeps the session as JSON with the signed-in user in `user`.
      const value = JSON.parse(storage.getItem(key) ?? 'null') as { user?: { id?: unknown } } | null;
      if (typeof value?.user?.id === 'string') return value.user.id;
    }
    return null;
  } catch {
    return null;
  }
}
