/**
 * A local HTTP server that answers the way Supabase's documented Auth
 * (GoTrue) and REST (PostgREST) APIs do, recording every request. Tests use
 * it to check the request shapes the Supabase adapter sends: it does NOT
 * check Supabase itself (see docs/persistence.md for running against
 * `supabase start`).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: RecordedRequest) => FakeReply | undefined;

export interface FakeSupabase {
  url: string;
  requests: RecordedRequest[];
  /** Routes tried newest first; the first that returns a reply answers. */
  route(handler: FakeRoute): void;
  close(): Promise<void>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the claims Supabase puts in an access token. */
export function fakeAccessToken(userId: string, email: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  const claims = {
    sub: userId,
    email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: issuedAt,
    exp: issuedAt + 3600,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export function fakeUser(userId: string, email: string, providers: string[] = ['email']) {
  return {
    id: userId,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: providers[0], providers },
    user_metadata: {},
    identities: providers.map((provider) => ({ id: `${provider}-${userId}`, user_id: userId, provider })),
    created_at: '2025-01-01T00:00:00Z',
  };
}

/** The body GoTrue answers a successful sign-up or password grant with. */
export function fakeSessionBody(userId: string, email: string, issuedAt?: number) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: fakeAccessToken(userId, email, issuedAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: `refresh-${userId}`,
    user: fakeUser(userId, email),
  };
}

/** GoTrue's error shape for API version 2024-01-01 and later. */
export function authErrorReply(status: number, code: string, message: string): FakeReply {
  return { status, body: { code, message }, headers: { 'x-supabase-api-version': '2024-01-01' } };
}

export async function startFakeSupabase(): Promise<FakeSupabase> {
  const requests: RecordedRequest[] = [];
  const routes: FakeRoute[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const reply = routes.reduceRight<FakeReply | undefined>((found, route) => found ?? route(request), undefined) ?? {
        status: 404,
        body: { code: 'PGRST000', message: `no fake route for ${request.method} ${request.path}` },
      };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (handler) => void routes.push(handler),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
