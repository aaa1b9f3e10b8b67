/**
 * Sign-in on Supabase Auth through supabase-js: e-mail and password, Google
 * and GitHub (PKCE redirect; GitHub asks for `user:email`), reset e-mails
 * with the recovery landing, the method lookup (public.sign_in_methods) and
 * deleting one's own account (public.delete_my_account).
 * Supabase answers a wrong password and an unknown e-mail alike; the lookup
 * tells them apart, so the user reads which one it was.
 */
import type { AuthError, SupabaseClient, Session as SupabaseSession, User } from '@supabase/supabase-js';
import {
  authError,
  parseSignInMethods,
  providerAccountError,
  requireCredentials,
  socialOnlyProvider,
} from '../auth-errors';
import { ERROR_KEYS } from '../error-keys';
import type { AuthPort } from '../ports';
import { DEFAULT_RETRY, type RetryPolicy } from '../retry';
import { signedInOperation } from '../signed-in-operation';
import { StoreError } from '../store-error';
import type { OAuthProvider, Session, SignInMethod } from '../types';
import { classifySupabaseError, unwrap } from './postgrest-errors';
import type { TokenSync } from './token-sync';

export interface SupabaseAuthOptions {
  /** Where OAuth, confirmation and reset links return to; defaults to this page. */
  redirectTo?: string;
  /** Opens the provider's sign-in page; defaults to navigating this tab. */
  navigate?: (url: string) => void;
  tokenSync?: TokenSync | null;
  /** How deleting the account retries a transient failure: as the store does. */
  retry?: RetryPolicy;
}

export interface SupabaseAuth extends AuthPort {
  currentSession(): Promise<Session | null>;
}

function displayName(user: User): string | undefined {
  const meta = user.user_metadata as Record<string, unknown> | undefined;
  const name = [meta?.name, meta?.full_name, meta?.user_name].find(
    (value) => typeof value === 'string' && value.trim(),
  );
  return typeof name === 'string' ? name : undefined;
}

function toSession(session: SupabaseSession | null): Session | null {
  if (!session) return null;
  const name = displayName(session.user);
  return { userId: session.user.id, email: session.user.email ?? '', ...(name ? { name } : {}) };
}

function toAuthError(error: AuthError | Error): StoreError {
  if (error.name === 'AuthRetryableFetchError' || error instanceof TypeError) return authError('network', error);
  switch ((error as AuthError).code) {
    case 'email_address_invalid':
    case 'validation_failed':
      return authError('invalid-email', error);
    case 'user_already_exists':
    case 'email_exists':
    case 'identity_already_exists':
      return authError('email-in-use', error);
    case 'weak_password':
      return authError('weak-password', error);
    case 'user_not_found':
      return authError('user-not-found', error);
    case 'email_not_confirmed':
      return new StoreError('confirmation-required', ERROR_KEYS.emailNotConfirmed, { cause: error });
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return new StoreError('unknown', ERROR_KEYS.tooManyRequests, { cause: error });
    default:
      return authError('unknown', error);
  }
}

/** What went wrong on the page a sign-in or reset link returned to. */
function redirectError(error: AuthError): StoreError {
  switch (error.code) {
    case 'pkce_code_verifier_not_found':
      return new StoreError('unsupported', ERROR_KEYS.recoveryOtherBrowser, { cause: error });
    case 'flow_state_expired':
    case 'flow_state_not_found':
    case 'otp_expired':
    case 'bad_code_verifier':
      return new StoreError('unknown', ERROR_KEYS.authLinkExpired, { cause: error });
    default:
      return new StoreError('unknown', ERROR_KEYS.authRedirectFailed, { cause: error });
  }
}

export function createSupabaseAuth(client: SupabaseClient, options: SupabaseAuthOptions = {}): SupabaseAuth {
  const listeners = new Set<(session: Session | null, registered: boolean) => void>();
  const recoveryListeners = new Set<() => void>();
  let last: Session | null | undefined;
  // The account a sign-up here has just created. supabase-js reports its session while the sign-up is still
  // under way, and this announces it a task later, after the sign-up has noted whose it is. Any announcement
  // clears it, so it can never mark a later sign-in.
  let registeredUserId: string | null = null;
  const sameUser = (a: Session | null | undefined, b: Session | null) => a !== undefined && a?.userId === b?.userId;
  const redirectTo =
    options.redirectTo ?? (typeof window === 'undefined' ? undefined : window.location.href.split(/[?#]/)[0]);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  let pendingRedirectError: Promise<StoreError | null> = client.auth
    .initialize()
    .then(({ error }) => (error ? redirectError(error) : null));

  function announce(session: Session | null): void {
    const registered = session !== null && session.userId === registeredUserId;
    registeredUserId = null;
    if (sameUser(last, session)) return;
    last = session;
    for (const listener of listeners) listener(session, registered);
  }

  client.auth.onAuthStateChange((event, supabaseSession) => {
    // supabase-js must not be awaited inside this callback (it holds its lock): continue after it returns.
    setTimeout(() => {
      if (event === 'PASSWORD_RECOVERY') for (const listener of recoveryListeners) listener();
      if (supabaseSession && event !== 'SIGNED_OUT') void options.tokenSync?.signedIn(supabaseSession.access_token);
      if (event === 'SIGNED_OUT') void options.tokenSync?.signedOut();
      announce(toSession(supabaseSession));
    }, 0);
  });

  async function lookupMethods(email: string): Promise<SignInMethod[]> {
    if (!email.trim()) return [];
    try {
      return parseSignInMethods(unwrap(await client.rpc('sign_in_methods', { p_email: email.trim() }).retry(false)));
    } catch (error) {
      const code = classifySupabaseError(error);
      // Switched off (execute revoked, or the function dropped): every e-mail is unknown, as documented.
      if (code === 'permission' || code === 'unauthenticated' || code === 'unknown') return [];
      throw authError('network', error);
    }
  }

  /** Supabase says only "invalid credentials": the lookup tells which one the user got wrong. */
  async function explainInvalidCredentials(email: string, error: AuthError): Promise<StoreError> {
    const methods = await lookupMethods(email).catch(() => [] as SignInMethod[]);
    const social = socialOnlyProvider(methods);
    if (social) return providerAccountError(social);
    return authError(methods.includes('password') ? 'wrong-password' : 'user-not-found', error);
  }

  async function currentSession(): Promise<Session | null> {
    const { data } = await client.auth.getSession();
    return toSession(data.session);
  }

  return {
    capabilities: { oauth: true, passwordReset: true },

    currentSession,

    async getSession() {
      const session = await currentSession();
      last = session;
      return session;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async signUp(email, password) {
      requireCredentials(email, password);
      const methods = await lookupMethods(email).catch(() => [] as SignInMethod[]);
      const social = socialOnlyProvider(methods);
      if (social) throw providerAccountError(social);
      if (methods.includes('password')) throw authError('email-in-use');

      const { data, error } = await client.auth.signUp({
        email: email.trim(),
        password,
        ...(redirectTo ? { options: { emailRedirectTo: redirectTo } } : {}),
      });
      if (error) throw toAuthError(error);
      // With e-mail confirmation on, Supabase answers an existing address with a user without identities.
      if (data.user && data.user.identities?.length === 0) throw authError('email-in-use');
      const session = toSession(data.session);
      if (!session) throw authError('confirmation-required');
      registeredUserId = session.userId;
      return session;
    },

    async signIn(email, password) {
      requireCredentials(email, password);
      const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (error)
        throw error.code === 'invalid_credentials' ? await explainInvalidCredentials(email, error) : toAuthError(error);
      const session = toSession(data.session);
      if (!session) throw authError('unknown');
      return session;
    },

    async signInWithProvider(provider: OAuthProvider) {
      const { data, error } = await client.auth.signInWithOAuth({
        provider,
        options: {
          ...(redirectTo ? { redirectTo } : {}),
          ...(provider === 'github' ? { scopes: 'user:email' } : {}),
          skipBrowserRedirect: true,
        },
      });
      if (error) throw toAuthError(error);
      navigate(data.url);
    },

    async signOut() {
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) throw toAuthError(error);
    },

    async deleteMyAccount() {
      await signedInOperation(
        { session: currentSession, classify: classifySupabaseError, retry: options.retry ?? DEFAULT_RETRY },
        'deleteAccount',
        async () => void unwrap(await client.rpc('delete_my_account')),
      );
      // The account is gone, and its refresh tokens with it: what is left is forgetting it on this device.
      // Supabase Auth answers the sign-out of a deleted user with 403/404, which supabase-js takes as signed out.
      const { error } = await client.auth.signOut({ scope: 'local' });
      // Even when the sign-out request failed (no connection), this tab must not stay signed in to an account
      // that no longer exists; the stored token is refused at its next refresh.
      if (error) announce(null);
    },

    lookupMethods,

    async requestPasswordReset(email) {
      if (!email.trim()) throw authError('validation');
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), redirectTo ? { redirectTo } : {});
      if (error) throw toAuthError(error);
    },

    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw toAuthError(error);
    },

    onPasswordRecovery(listener) {
      recoveryListeners.add(listener);
      return () => recoveryListeners.delete(listener);
    },

    async takeRedirectError() {
      const error = await pendingRedirectError;
      pendingRedirectError = Promise.resolve(null);
      return error;
    },
  };
}
