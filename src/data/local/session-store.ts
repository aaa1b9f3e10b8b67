/**
 * Where the embedded runtime keeps who is signed in, so a reload stays signed
 * in: localStorage in the browser, memory in tests. Holds only the user id
 * and e-mail, never the password or its hash.
 */
import type { Session } from '../types';

export const SESSION_KEY = 'investment-checkpoint.local-session';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function readStoredSession(storage: Pick<KeyValueStorage, 'getItem'>): Session | null {
  try {
    const value = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { userId, email } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof email === 'string' ? { userId, email } : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(storage: KeyValueStorage, session: Session | null): void {
  if (session) storage.setItem(SESSION_KEY, JSON.stringify({ userId: session.userId, email: session.email }));
  else storage.removeItem(SESSION_KEY);
}
