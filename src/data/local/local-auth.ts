/**
 * Local accounts for the embedded runtime: e-mail and password, hashed with
 * bcrypt inside the database (supabase/shim/10_local_auth.sql), as Supabase
 * Auth stores them. Google/GitHub sign-in and reset e-mails need a Supabase
 * project, and say so. Deleting the account removes that row (and so the
 * password) with everything of the user's, so the e-mail can register again.
 */

import {
  authError,
  PROVIDER_NAMES,
  parseSignInMethods,
  providerAccountError,
  requireCredentials,
} from '../auth-errors';
import { ERROR_KEYS } from '../error-keys';
import type { AuthPort } from '../ports';
import { DEFAULT_RETRY, type RetryPolicy } from '../retry';
import { signedInOperation } from '../signed-in-operation';
import { StoreError } from '../store-error';
import type { Session } from '../types';
import { asRole, literal, readAsRole } from './as-role';
import { classifyLocalError, localAuthFailure } from './pg-errors';
import { type KeyValueStorage, readStoredSession, SESSION_KEY, writeStoredSession } from './session-store';
import type { SqlClient } from './sql-client';

export interface LocalAuth extends AuthPort {
  /** The signed-in user as last confirmed, without a database round trip. */
  currentSession(): Session | null;
}

function toAuthError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const failure = localAuthFailure(error);
  if (failure?.code === 'provider-account' && failure.provider) return providerAccountError(failure.provider);
  return authError(failure?.code ?? classifyLocalError(error), error);
}

export function createLocalAuth(
  db: SqlClient,
  storage: KeyValueStorage,
  retry: RetryPolicy = DEFAULT_RETRY,
): LocalAuth {
  const listeners = new Set<(session: Session | null, registered: boolean) => void>();
  let current: Session | null = readStoredSession(storage);

  function publish(session: Session | null, registered = false): void {
    const changed = session?.userId !== current?.userId;
    current = session;
    if (changed) for (const listener of listeners) listener(session, registered);
  }

  // Another tab signed in or out: follow it, as Supabase's client does.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY) publish(readStoredSession(storage));
    });
  }

  async function userSession(userId: string): Promise<Session | null> {
    // One simple-protocol message: every visit waits on this read before the journal's, and through
    // the worker a parameterised query takes six exchanges with the tab.
    const [result] = await db.exec(
      `select id, email, raw_user_meta_data ->> 'name' as name from auth.users where id = ${literal(userId)}`,
    );
    const user = result?.rows[0] as { id: string; email: string; name: string | null } | undefined;
    return user ? { userId: user.id, email: user.email, ...(user.name ? { name: user.name } : {}) } : null;
  }

  /**
   * The database loads its password-hashing library on first use, not when it
   * starts (pgcrypto-on-first-use.ts). Nobody is signed in, so the sign-in form
   * is about to show: load it now, while the person types, rather than on the
   * click. A failure here costs nothing but that head start.
   */
  function preparePasswordHashing(): void {
    db.exec(`select extensions.gen_salt('bf')`).catch(() => {});
  }

  /** Forgets who is signed in, here and (through the storage event) in the other tabs. */
  function endSession(): void {
    writeStoredSession(storage, null);
    publish(null);
  }

  /** Signs in through `sql`, which returns the account's id; `registered` when it has just created that account. */
  async function enter(sql: string, email: string, password: string, registered: boolean): Promise<Session> {
    requireCredentials(email, password);
    try {
      const result = await db.query<{ id: string }>(sql, [email, password]);
      const id = result.rows[0]?.id;
      const session = id ? await userSession(id) : null;
      if (!session) throw authError('unknown');
      writeStoredSession(storage, session);
      publish(session, registered);
      return session;
    } catch (error) {
      throw toAuthError(error);
    }
  }

  return {
    capabilities: { oauth: false, passwordReset: false },

    currentSession: () => current,

    async getSession() {
      const stored = readStoredSession(storage);
      // The account may be gone (another tab deleted the database): then nobody is signed in.
      const session = stored ? await userSession(stored.userId) : null;
      if (stored && !session) writeStoredSession(storage, null);
      if (!session) preparePasswordHashing();
      publish(session);
      return session;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    signUp: (email, password) => enter('select auth.local_sign_up($1, $2) as id', email, password, true),

    signIn: (email, password) => enter('select auth.local_sign_in($1, $2) as id', email, password, false),

    async signInWithProvider(provider) {
      throw new StoreError('unsupported', ERROR_KEYS.oauthNeedsSupabase, {
        params: { provider: PROVIDER_NAMES[provider] },
      });
    },

    async signOut() {
      endSession();
    },

    async deleteMyAccount() {
      await signedInOperation(
        { session: async () => current, classify: classifyLocalError, retry },
        'deleteAccount',
        // As the user, like PostgREST on Supabase: the function deletes only the caller's own account.
        (session) =>
          asRole(db, { role: 'authenticated', userId: session.userId }, (tx) =>
            tx.query('select public.delete_my_account()'),
          ),
      );
      endSession();
    },

    async lookupMethods(email) {
      if (!email.trim()) return [];
      try {
        // One message, not a transaction's six: the lookup runs while the person types.
        const result = await readAsRole(
          db,
          { role: 'anon' },
          `select public.sign_in_methods(${literal(email)}) as methods`,
        );
        return parseSignInMethods((result.rows[0] as { methods?: unknown } | undefined)?.methods);
      } catch (error) {
        // Switched off (execute revoked): every e-mail is unknown, as documented.
        if (classifyLocalError(error) === 'permission') return [];
        throw toAuthError(error);
      }
    },

    async requestPasswordReset() {
      throw new StoreError('unsupported', ERROR_KEYS.resetNeedsSupabase);
    },

    async updatePassword(password) {
      const session = current;
      if (!session) throw new StoreError('unauthenticated', ERROR_KEYS.loginRequired);
      try {
        await db.query('select auth.local_set_password($1, $2)', [session.userId, password]);
      } catch (error) {
        throw toAuthError(error);
      }
    },
  };
}
