/**
 * The Supabase runtime: supabase-js for auth and for the tables over
 * PostgREST. Loaded only when the build is configured for Supabase, so the
 * embedded default never ships supabase-js.
 */
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { BackendConfig } from '../backend-config';
import type { Backend } from '../ports';
import type { RetryPolicy } from '../retry';
import type { SkippedRowReporter } from '../skipped-rows';
import { createStore } from '../store';
import { createSupabaseAuth, type SupabaseAuthOptions } from './supabase-auth';
import { createSupabaseStoreDriver } from './supabase-store-driver';
import { createTokenSync } from './token-sync';

export interface SupabaseBackendOptions extends Omit<SupabaseAuthOptions, 'tokenSync'> {
  /** Merged over the defaults; Node needs `realtime: { transport: ws }` and an `auth.storage`. */
  clientOptions?: SupabaseClientOptions<'public'>;
  retry?: RetryPolicy;
  skipped?: SkippedRowReporter;
  /** For the token sync: the page's origin and fetch (default: this page's). */
  origin?: string;
  fetch?: typeof fetch;
}

/** Network timeout of the identity and storage library, 30 s. */
const REQUEST_TIMEOUT_MS = 30_000;

export async function createSupabaseBackend(
  config: Extract<BackendConfig, { mode: 'supabase' }>,
  options: SupabaseBackendOptions = {},
): Promise<Backend> {
  const client = createClient(config.url, config.anonKey, {
    ...options.clientOptions,
    auth: {
      // PKCE: OAuth and reset links carry a one-time code, redeemable only by the browser that asked.
      flowType: 'pkce',
      // supabase-js's default storage key (sb-<project>-auth-token): session-hint.ts looks for it.
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...options.clientOptions?.auth,
    },
    db: { timeout: REQUEST_TIMEOUT_MS, ...options.clientOptions?.db },
  });

  const origin = options.origin ?? (typeof window === 'undefined' ? null : window.location.origin);
  const tokenSync =
    config.tokenSync && origin
      ? createTokenSync(config.tokenSync, { fetch: options.fetch ?? fetch.bind(globalThis), origin })
      : null;

  const auth = createSupabaseAuth(client, {
    ...(options.redirectTo ? { redirectTo: options.redirectTo } : {}),
    ...(options.navigate ? { navigate: options.navigate } : {}),
    tokenSync,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  const store = createStore(createSupabaseStoreDriver(client), {
    session: () => auth.currentSession(),
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.skipped ? { skipped: options.skipped } : {}),
  });
  return { mode: 'supabase', auth, store };
}
