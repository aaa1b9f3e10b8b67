/**
 * Optional auth token sync: tells a same-origin endpoint of the
 * site's own about sign-in (POST) and sign-out (DELETE), with the access
 * token as bearer. Tokens older than the configured age are not sent, and a
 * URL on another origin is refused, so the token never leaves the site.
 */
import type { TokenSyncConfig } from '../backend-config';

export interface TokenSync {
  signedIn(accessToken: string): Promise<void>;
  signedOut(): Promise<void>;
}

export interface TokenSyncDeps {
  fetch: typeof fetch;
  /** The page's origin, e.g. 'https://app.example.com'. */
  origin: string;
  now?: () => number;
}

/** Seconds since the token was issued, from its `iat` claim; null if unreadable. */
export function tokenAgeSeconds(token: string, nowMs: number): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? nowMs / 1000 - iat : null;
  } catch {
    return null;
  }
}

export function createTokenSync(config: TokenSyncConfig, deps: TokenSyncDeps): TokenSync | null {
  const target = new URL(config.url, deps.origin);
  if (target.origin !== new URL(deps.origin).origin) {
    console.warn('Auth token sync is off: its URL must be on this site.');
    return null;
  }
  const now = deps.now ?? Date.now;
  let lastToken: string | null = null;

  async function send(method: 'POST' | 'DELETE', token: string): Promise<void> {
    const age = tokenAgeSeconds(token, now());
    if (age === null || age > config.maxAgeSeconds) return;
    try {
      await deps.fetch(target.href, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        credentials: 'same-origin',
      });
    } catch {
      // Best effort: the app works without it. Never log the token.
      console.warn(`Auth token sync (${method}) failed.`);
    }
  }

  return {
    async signedIn(accessToken) {
      lastToken = accessToken;
      await send('POST', accessToken);
    },
    async signedOut() {
      const token = lastToken;
      lastToken = null;
      if (token) await send('DELETE', token);
    },
  };
}
