/**
 * Which runtime the app uses, read from the build's environment: Supabase
 * when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set, the embedded
 * database otherwise. Light on purpose: the first chunk imports it.
 */

export interface TokenSyncConfig {
  /** Same-origin URL that receives POST (signed in) and DELETE (signed out) with the bearer token. */
  url: string;
  /** Tokens older than this (by their `iat`) are not sent. */
  maxAgeSeconds: number;
}

export type BackendConfig =
  | { mode: 'local' }
  | { mode: 'supabase'; url: string; anonKey: string; tokenSync: TokenSyncConfig | null };

export interface BackendEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_AUTH_TOKEN_SYNC_URL?: string;
  VITE_AUTH_TOKEN_SYNC_MAX_AGE_SECONDS?: string;
}

/** Skip tokens older than this unless configured otherwise. */
const DEFAULT_TOKEN_MAX_AGE_SECONDS = 300;

export function readBackendConfig(env: BackendEnv = import.meta.env as BackendEnv): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) return { mode: 'local' };
  const syncUrl = env.VITE_AUTH_TOKEN_SYNC_URL?.trim();
  const maxAge = Number(env.VITE_AUTH_TOKEN_SYNC_MAX_AGE_SECONDS);
  return {
    mode: 'supabase',
    url,
    anonKey,
    tokenSync: syncUrl
      ? { url: syncUrl, maxAgeSeconds: Number.isFinite(maxAge) && maxAge > 0 ? maxAge : DEFAULT_TOKEN_MAX_AGE_SECONDS }
      : null,
  };
}
