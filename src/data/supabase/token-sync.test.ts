import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from './fake-supabase-server';
import { createTokenSync, tokenAgeSeconds } from './token-sync';

const NOW = 1_750_000_000_000;

function sync(maxAgeSeconds: number) {
  const calls: string[] = [];
  const tokenSync = createTokenSync(
    { url: '/api/session', maxAgeSeconds },
    {
      origin: 'https://app.example.com',
      now: () => NOW,
      fetch: async (url, init) => {
        calls.push(`${init?.method} ${String(url)}`);
        return new Response(null, { status: 204 });
      },
    },
  );
  return { tokenSync, calls };
}

describe('auth token sync', () => {
  it('reads the token age from its iat claim', () => {
    expect(tokenAgeSeconds(fakeAccessToken('u', 'e', NOW / 1000 - 42), NOW)).toBe(42);
    expect(tokenAgeSeconds('not-a-jwt', NOW)).toBeNull();
  });

  it('posts a fresh token and deletes it on sign-out', async () => {
    const { tokenSync, calls } = sync(60);
    await tokenSync?.signedIn(fakeAccessToken('u', 'e', NOW / 1000 - 10));
    await tokenSync?.signedOut();
    expect(calls).toEqual(['POST https://app.example.com/api/session', 'DELETE https://app.example.com/api/session']);
  });

  it('skips a token older than the configured age', async () => {
    const { tokenSync, calls } = sync(60);
    await tokenSync?.signedIn(fakeAccessToken('u', 'e', NOW / 1000 - 61));
    await tokenSync?.signedOut();
    expect(calls).toEqual([]);
  });
});
