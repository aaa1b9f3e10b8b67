import { describe, expect, it } from 'vitest';
import { readBackendConfig } from './backend-config';

describe('backend configuration', () => {
  it('runs embedded unless both Supabase variables are set', () => {
    expect(readBackendConfig({})).toEqual({ mode: 'local' });
    expect(readBackendConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toEqual({ mode: 'local' });
    expect(readBackendConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({ mode: 'local' });
  });

  it('uses Supabase when configured, with token sync only when its URL is set', () => {
    const env = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' };
    expect(readBackendConfig(env)).toEqual({
      mode: 'supabase',
      url: env.VITE_SUPABASE_URL,
      anonKey: 'k',
      tokenSync: null,
    });
    expect(
      readBackendConfig({
        ...env,
        VITE_AUTH_TOKEN_SYNC_URL: '/api/session',
        VITE_AUTH_TOKEN_SYNC_MAX_AGE_SECONDS: '90',
      }),
    ).toMatchObject({ tokenSync: { url: '/api/session', maxAgeSeconds: 90 } });
    expect(readBackendConfig({ ...env, VITE_AUTH_TOKEN_SYNC_URL: '/api/session' })).toMatchObject({
      tokenSync: { maxAgeSeconds: 300 },
    });
  });
});
