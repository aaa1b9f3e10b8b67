/**
 * The Supabase adapter's requests, checked against a local HTTP server that
 * answers as Supabase's documented Auth and REST APIs do. This checks the
 * request shapes and how answers are read, not Supabase itself: for that,
 * run the app against `supabase start` (docs/persistence.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ws from 'ws';
import { refusal, review, reviewPacket, reviewResponse, storedDecisionRow } from '../contract/fixtures';
import { newDecision } from '../ids';
import type { Backend, ImportProgress } from '../ports';
import type { Decision } from '../types';
import {
  authErrorReply,
  type FakeReply,
  type FakeSupabase,
  fakeSessionBody,
  type RecordedRequest,
  startFakeSupabase,
} from './fake-supabase-server';
import { createSupabaseBackend, type SupabaseBackendOptions } from './supabase-backend';

type WebSocketTransport = NonNullable<
  NonNullable<NonNullable<SupabaseBackendOptions['clientOptions']>['realtime']>['transport']
>;

const ANON_KEY = 'anon-key-for-tests';
const USER_ID = '5a5a5a5a-0000-4000-8000-000000000001';
const EMAIL = 'investor@example.com';
const PASSWORD = 'right-password';

let server: FakeSupabase;
let methodsByEmail: Record<string, string[]>;

beforeAll(async () => {
  server = await startFakeSupabase();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  methodsByEmail = { [EMAIL]: ['password'], 'coder@example.com': ['github'] };
  server.route((request) => {
    if (request.path === '/rest/v1/rpc/sign_in_methods') {
      const email = (request.body as { p_email: string }).p_email;
      return { status: 200, body: methodsByEmail[email] ?? [] };
    }
    if (request.path === '/auth/v1/token' && request.query.get('grant_type') === 'password') {
      const body = request.body as { email: string; password: string };
      return body.email === EMAIL && body.password === PASSWORD
        ? { status: 200, body: fakeSessionBody(USER_ID, EMAIL) }
        : authErrorReply(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (request.path === '/auth/v1/signup') return { status: 200, body: fakeSessionBody(USER_ID, 'new@example.com') };
    if (request.path === '/auth/v1/logout') return { status: 204 };
    if (request.path === '/auth/v1/recover') return { status: 200, body: {} };
    return undefined;
  });
});

function memoryAuthStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

interface TestBackend extends Backend {
  sleeps: number[];
  navigated: string[];
  synced: { url: string; method: string; authorization: string }[];
}

async function backend(extra: Partial<SupabaseBackendOptions> & { tokenSyncUrl?: string } = {}): Promise<TestBackend> {
  const sleeps: number[] = [];
  const navigated: string[] = [];
  const synced: TestBackend['synced'] = [];
  const { tokenSyncUrl, ...options } = extra;
  const created = await createSupabaseBackend(
    {
      mode: 'supabase',
      url: server.url,
      anonKey: ANON_KEY,
      tokenSync: tokenSyncUrl ? { url: tokenSyncUrl, maxAgeSeconds: 60 } : null,
    },
    {
      // Node 20 has no WebSocket global for supabase-js's realtime client (unused here, but constructed).
      clientOptions: {
        realtime: { transport: ws as unknown as WebSocketTransport },
        auth: { storage: memoryAuthStorage() },
      },
      redirectTo: 'https://app.example.com/',
      navigate: (url) => navigated.push(url),
      retry: { attempts: 3, delayMs: 1000, sleep: async (ms) => void sleeps.push(ms) },
      origin: 'https://app.example.com',
      fetch: async (url, init) => {
        const headers = new Headers(init?.headers);
        synced.push({
          url: String(url),
          method: init?.method ?? 'GET',
          authorization: headers.get('Authorization') ?? '',
        });
        return new Response(null, { status: 204 });
      },
      ...options,
    },
  );
  return Object.assign(created, { sleeps, navigated, synced });
}

async function signedIn(extra: Parameters<typeof backend>[0] = {}): Promise<TestBackend> {
  const created = await backend(extra);
  await created.auth.signIn(EMAIL, PASSWORD);
  server.requests.length = 0;
  return created;
}

/** supabase-js reports sign-in a moment after it resolves: what a test hears next is its own doing. */
const authEventsSettled = () => new Promise((resolve) => setTimeout(resolve, 20));

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

/** As PostgREST returns it: timestamps as strings with microseconds. */
function decisionRow(decision: Decision, version: number) {
  return storedDecisionRow(decision, version, {
    user_id: USER_ID,
    created_at: '2025-06-01T08:00:00.123456+00:00',
    updated_at: '2025-06-01T09:00:00.654321+00:00',
  });
}

describe('Supabase auth requests', () => {
  it('signs in with the password grant, sending the anon key', async () => {
    const created = await backend();
    const session = await created.auth.signIn(` ${EMAIL} `, PASSWORD);
    expect(session).toEqual({ userId: USER_ID, email: EMAIL });
    const [grant] = requestsTo('/auth/v1/token');
    expect(grant?.method).toBe('POST');
    expect(grant?.headers.apikey).toBe(ANON_KEY);
    expect(grant?.body).toMatchObject({ email: EMAIL, password: PASSWORD });
  });

  it('tells a wrong password from an unknown e-mail and from a GitHub account, through the lookup', async () => {
    const created = await backend();
    expect(await refusal(created.auth.signIn(EMAIL, 'wrong'))).toMatchObject({ code: 'wrong-password' });
    expect(await refusal(created.auth.signIn('nobody@example.com', 'wrong'))).toMatchObject({ code: 'user-not-found' });
    const social = await refusal(created.auth.signIn('coder@example.com', 'wrong'));
    expect(social).toMatchObject({ code: 'provider-account', messageKey: 'signInWithProvider' });
    expect(social.params).toEqual({ provider: 'GitHub' });
    expect(requestsTo('/rest/v1/rpc/sign_in_methods').map((r) => r.body)).toEqual([
      { p_email: EMAIL },
      { p_email: 'nobody@example.com' },
      { p_email: 'coder@example.com' },
    ]);
  });

  it('refuses to register an e-mail of a GitHub account without asking Supabase to sign it up', async () => {
    const created = await backend();
    const error = await refusal(created.auth.signUp('coder@example.com', 'secret1'));
    expect(error).toMatchObject({ code: 'provider-account', params: { provider: 'GitHub' } });
    expect(requestsTo('/auth/v1/signup')).toEqual([]);
  });

  it('signs up with a PKCE challenge and the page to return to', async () => {
    const created = await backend();
    const session = await created.auth.signUp('new@example.com', 'secret1');
    expect(session.email).toBe('new@example.com');
    const [signup] = requestsTo('/auth/v1/signup');
    expect(signup?.query.get('redirect_to')).toBe('https://app.example.com/');
    expect(signup?.body).toMatchObject({
      email: 'new@example.com',
      password: 'secret1',
      code_challenge_method: 's256',
    });
  });

  it('tells its listeners that a sign-up created the account, and a later sign-in that it did not', async () => {
    const created = await backend();
    await authEventsSettled();
    const heard: [string | null, boolean][] = [];
    created.auth.onChange((session, registered) => heard.push([session?.email ?? null, registered]));
    await created.auth.signUp('new@example.com', 'secret1');
    await authEventsSettled();
    await created.auth.signOut();
    await authEventsSettled();
    await created.auth.signIn(EMAIL, PASSWORD);
    await authEventsSettled();
    expect(heard).toEqual([
      ['new@example.com', true],
      [null, false],
      [EMAIL, false],
    ]);
  });

  it('sends GitHub sign-in to the authorize endpoint with the user:email scope', async () => {
    const created = await backend();
    await created.auth.signInWithProvider('github');
    const url = new URL(created.navigated[0] ?? '');
    expect(url.origin + url.pathname).toBe(`${server.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('github');
    expect(url.searchParams.get('scopes')).toBe('user:email');
    expect(url.searchParams.get('redirect_to')).toBe('https://app.example.com/');
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');

    await created.auth.signInWithProvider('google');
    expect(new URL(created.navigated[1] ?? '').searchParams.get('scopes')).toBeNull();
  });

  it('requests a reset e-mail that returns to the app', async () => {
    const created = await backend();
    await created.auth.requestPasswordReset(EMAIL);
    const [recover] = requestsTo('/auth/v1/recover');
    expect(recover?.query.get('redirect_to')).toBe('https://app.example.com/');
    expect(recover?.body).toMatchObject({ email: EMAIL, code_challenge_method: 's256' });
  });

  it('treats a switched-off lookup as "unknown e-mail"', async () => {
    server.route((request) =>
      request.path === '/rest/v1/rpc/sign_in_methods'
        ? { status: 401, body: { code: '42501', message: 'permission denied for function sign_in_methods' } }
        : undefined,
    );
    const created = await backend();
    expect(await created.auth.lookupMethods(EMAIL)).toEqual([]);
  });

  it('sends the token to the configured same-origin URL on sign-in and sign-out', async () => {
    const created = await backend({ tokenSyncUrl: '/api/session' });
    await created.auth.signIn(EMAIL, PASSWORD);
    await created.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created.synced.map((call) => [call.method, call.url])).toEqual([
      ['POST', 'https://app.example.com/api/session'],
      ['DELETE', 'https://app.example.com/api/session'],
    ]);
    expect(created.synced[0]?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  /** Signed in, the deletion answered, the sign-out answered with `logout`; what the tab hears from then on. */
  async function deletingAccount(logout: FakeReply) {
    server.route((request) => {
      if (request.path === '/rest/v1/rpc/delete_my_account') return { status: 204 };
      if (request.path === '/auth/v1/logout') return logout;
      return undefined;
    });
    const created = await signedIn();
    await authEventsSettled();
    const heard: unknown[] = [];
    created.auth.onChange((session) => heard.push(session));
    return { created, heard };
  }

  it('deletes the account as the signed-in user through delete_my_account, then signs out on this device', async () => {
    // Supabase Auth refuses the sign-out of a user who no longer exists; supabase-js takes that as signed out.
    const { created, heard } = await deletingAccount(authErrorReply(403, 'user_not_found', 'User not found'));
    await created.auth.deleteMyAccount();
    const [call] = requestsTo('/rest/v1/rpc/delete_my_account');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(requestsTo('/auth/v1/logout').map((r) => r.query.get('scope'))).toEqual(['local']);
    await expect.poll(() => heard).toEqual([null]);
    expect(await created.auth.getSession()).toBeNull();
    expect(await refusal(created.store.listDecisionSummaries([]))).toMatchObject({ code: 'unauthenticated' });
  });

  it('retries deleting the account after a transient failure, as the store retries', async () => {
    let calls = 0;
    server.route((request) => {
      if (request.path !== '/rest/v1/rpc/delete_my_account') return undefined;
      calls += 1;
      return calls < 2 ? { status: 503, body: { message: 'unavailable' } } : { status: 204 };
    });
    const created = await signedIn();
    await created.auth.deleteMyAccount();
    expect(requestsTo('/rest/v1/rpc/delete_my_account')).toHaveLength(2);
    expect(created.sleeps).toEqual([1000]);
  });

  it('keeps the account and the session when the database refuses the deletion, saying so', async () => {
    server.route((request) =>
      request.path === '/rest/v1/rpc/delete_my_account'
        ? { status: 403, body: { code: '42501', message: 'permission denied for function delete_my_account' } }
        : undefined,
    );
    const created = await signedIn();
    expect(await refusal(created.auth.deleteMyAccount())).toMatchObject({
      code: 'permission',
      messageKey: 'deleteAccountFailed',
    });
    expect(requestsTo('/rest/v1/rpc/delete_my_account')).toHaveLength(1);
    expect(requestsTo('/auth/v1/logout')).toEqual([]);
    expect(await created.auth.getSession()).toMatchObject({ userId: USER_ID });
  });

  it('signs this tab out of a deleted account even when the sign-out request fails', async () => {
    const { created, heard } = await deletingAccount(authErrorReply(500, 'unexpected_failure', 'down'));
    await created.auth.deleteMyAccount();
    await expect.poll(() => heard).toEqual([null]);
  });

  it('asks for sign-in before deleting an account when nobody is signed in', async () => {
    const created = await backend();
    expect(await refusal(created.auth.deleteMyAccount())).toMatchObject({
      code: 'unauthenticated',
      messageKey: 'loginRequired',
    });
    expect(requestsTo('/rest/v1/rpc/delete_my_account')).toEqual([]);
  });

  it('never sends the token to another site', async () => {
    const created = await backend({ tokenSyncUrl: 'https://elsewhere.example.net/collect' });
    await created.auth.signIn(EMAIL, PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created.synced).toEqual([]);
  });
});

describe('Supabase store requests', () => {
  it('inserts a new decision as the signed-in user, letting the database set the version', async () => {
    const created = await signedIn();
    const draft = { ...newDecision({ bankId: 'decision-checkpoint', bankVersion: '1.0.0' }), name: 'Index fund' };
    server.route((request) =>
      request.path === '/rest/v1/decisions' && request.method === 'POST'
        ? { status: 201, body: decisionRow(draft, 1) }
        : undefined,
    );
    const saved = await created.store.saveDecision(draft);
    expect(saved).toMatchObject({ id: draft.id, version: 1, createdAt: '2025-06-01T08:00:00.123Z' });

    const [insert] = requestsTo('/rest/v1/decisions');
    expect(insert?.headers.authorization).toMatch(/^Bearer /);
    expect(insert?.headers.apikey).toBe(ANON_KEY);
    expect(insert?.headers.prefer).toContain('return=representation');
    expect(insert?.body).toMatchObject({ user_id: USER_ID, id: draft.id, name: 'Index fund', answers: {}, stage: 1 });
    expect(insert?.body).not.toHaveProperty('version');
    expect(insert?.body).not.toHaveProperty('tags');
  });

  it('sets tags through one call of set_decision_tags, normalised, and says when the decision is not there', async () => {
    const created = await signedIn();
    let stored: unknown = ['dividend', '港股'];
    server.route((request) =>
      request.path === '/rest/v1/rpc/set_decision_tags' ? { status: 200, body: stored } : undefined,
    );
    expect(await created.store.setDecisionTags('decision-1', [' dividend ', '港股', 'Dividend'])).toEqual([
      'dividend',
      '港股',
    ]);
    expect(requestsTo('/rest/v1/rpc/set_decision_tags').map((r) => r.body)).toEqual([
      { p_id: 'decision-1', p_tags: ['dividend', '港股'] },
    ]);
    // No such decision of the caller's (row-level security hides everyone else's): the function returns null.
    stored = null;
    const error = await refusal(created.store.setDecisionTags('decision-2', ['x']));
    expect(error).toMatchObject({ code: 'not-found', messageKey: 'decisionGone' });
  });

  it('deletes only the version it was shown, and reports a conflict when it moved on', async () => {
    const created = await signedIn();
    const seen = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'Mine', version: 2 };
    server.route((request) => {
      if (request.path !== '/rest/v1/decisions') return undefined;
      if (request.method === 'DELETE') return { status: 200, body: [] };
      if (request.method === 'GET') return { status: 200, body: [decisionRow({ ...seen, name: 'Edited twice' }, 4)] };
      return undefined;
    });
    const error = await refusal(created.store.deleteDecision(seen.id, seen.version));
    expect(error).toMatchObject({ code: 'conflict', messageKey: 'decisionDeleteConflict' });
    const [removal] = requestsTo('/rest/v1/decisions');
    expect(removal?.method).toBe('DELETE');
    expect(removal?.query.get('id')).toBe(`eq.${seen.id}`);
    expect(removal?.query.get('version')).toBe('eq.2');
  });

  it('updates only when the version is unchanged, and reports a conflict when it moved on', async () => {
    const created = await signedIn();
    const saved = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'Mine', version: 3 };
    server.route((request) => {
      if (request.path !== '/rest/v1/decisions') return undefined;
      if (request.method === 'PATCH') return { status: 200, body: [] };
      if (request.method === 'GET') return { status: 200, body: [decisionRow({ ...saved, name: 'Theirs' }, 4)] };
      return undefined;
    });
    const error = await refusal(created.store.saveDecision({ ...saved, stage: 2 }));
    expect(error).toMatchObject({ code: 'conflict', messageKey: 'decisionConflict' });

    const [patch] = requestsTo('/rest/v1/decisions');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.query.get('user_id')).toBe(`eq.${USER_ID}`);
    expect(patch?.query.get('id')).toBe(`eq.${saved.id}`);
    expect(patch?.query.get('version')).toBe('eq.3');
    expect(Object.keys(patch?.body as object).sort()).toEqual(
      [
        'answers',
        'bank_id',
        'bank_version',
        'completed',
        'evaluated',
        'evaluation_result',
        'evaluation_score',
        'forecast',
        'name',
        'stage',
      ].sort(),
    );
  });

  it('sends a forecast with the save that completes, never its date, and reads the date the database stamped', async () => {
    const created = await signedIn();
    const forecast = { 'f-1': '70', 'f-2': ['-5', '15'] };
    const open = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'Mine', version: 2, answers: forecast };
    const completing = { ...open, completed: true, stage: 7, forecast };
    server.route((request) =>
      request.path === '/rest/v1/decisions' && request.method === 'PATCH'
        ? {
            status: 200,
            // As PostgREST returns the stamp: microseconds, an offset.
            body: [{ ...decisionRow(completing, 3), forecast_made_at: '2025-06-01T10:00:00.123456+00:00' }],
          }
        : undefined,
    );
    expect(await created.store.saveDecision(completing)).toMatchObject({
      forecast,
      forecastMadeAt: '2025-06-01T10:00:00.123Z',
    });
    const [patch] = requestsTo('/rest/v1/decisions');
    expect(patch?.body).toMatchObject({ completed: true, forecast });
    expect(patch?.body).not.toHaveProperty('forecast_made_at');
  });

  it('says a forecast is fixed when the database refuses to rewrite it, without retrying', async () => {
    const created = await signedIn();
    const forecast = { 'f-1': '70' };
    const done = {
      ...newDecision({ bankId: 'b', bankVersion: '1' }),
      completed: true,
      stage: 7,
      answers: { 'f-1': '90' },
      forecast,
      forecastMadeAt: '2025-06-01T10:00:00.000Z',
      version: 3,
    };
    server.route((request) =>
      request.path === '/rest/v1/decisions'
        ? { status: 400, body: { code: 'IC003', message: 'forecast-fixed' } }
        : undefined,
    );
    expect(await refusal(created.store.saveDecision(done))).toMatchObject({
      code: 'validation',
      messageKey: 'forecastFixed',
    });
    expect(requestsTo('/rest/v1/decisions')).toHaveLength(1);
    expect(created.sleeps).toEqual([]);
  });

  it('retries a transient failure 3 times, 1000 ms × attempt apart, with PostgREST’s own retries off', async () => {
    const created = await signedIn();
    let calls = 0;
    server.route((request) => {
      if (request.path !== '/rest/v1/risk_assessments') return undefined;
      calls += 1;
      return calls < 3 ? { status: 503, body: { message: 'unavailable' } } : { status: 200, body: [] };
    });
    expect(await created.store.listRiskAssessments()).toEqual([]);
    expect(created.sleeps).toEqual([1000, 2000]);
    expect(requestsTo('/rest/v1/risk_assessments').map((r: RecordedRequest) => r.headers['x-retry-count'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives up after 3 attempts with the connection message', async () => {
    const created = await signedIn();
    server.route((request) =>
      request.path === '/rest/v1/rpc/decision_summaries'
        ? { status: 503, body: { message: 'unavailable' } }
        : undefined,
    );
    const error = await refusal(created.store.listDecisionSummaries([]));
    expect(error).toMatchObject({ code: 'network', messageKey: 'loadConnection' });
    expect(requestsTo('/rest/v1/rpc/decision_summaries')).toHaveLength(3);
  });

  it('reads the journal as summaries through the database function, naming the answers it wants', async () => {
    const created = await signedIn();
    const stored = newDecision({ bankId: 'decision-checkpoint', bankVersion: '1.0.0' });
    const { answers: _a, evaluation_result: _r, ...row } = storedDecisionRow({ ...stored, name: 'Held' }, 2);
    server.route((request) =>
      request.path === '/rest/v1/rpc/decision_summaries'
        ? { status: 200, body: [{ ...row, answers: { '7-3': 'monthly' } }] }
        : undefined,
    );
    const summaries = await created.store.listDecisionSummaries(['7-3']);
    expect(summaries).toMatchObject([{ id: stored.id, name: 'Held', version: 2, answers: { '7-3': 'monthly' } }]);
    const [call] = requestsTo('/rest/v1/rpc/decision_summaries');
    expect(call).toMatchObject({ method: 'POST', body: { answer_keys: ['7-3'] } });
    // The whole table is never read for the lists.
    expect(requestsTo('/rest/v1/decisions')).toEqual([]);
  });

  it('does not retry what the database refused', async () => {
    const created = await signedIn();
    server.route((request) =>
      request.path === '/rest/v1/risk_assessments'
        ? { status: 400, body: { code: '23514', message: 'violates check constraint' } }
        : undefined,
    );
    const error = await refusal(
      created.store.saveRiskAssessment({
        id: 'risk_1_abc',
        bankId: 'risk-tolerance',
        bankVersion: '1.0.0',
        score: 50,
        type: 'steady',
        name: 'risk.type.steady.name',
        answers: {},
        result: {
          score: 50,
          type: 'steady',
          name: 'n',
          description: 'd',
          recommendation: 'r',
          needsVerification: false,
          needsWarning: false,
        },
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    expect(error).toMatchObject({ code: 'validation', messageKey: 'riskAssessmentSaveFailed' });
    expect(requestsTo('/rest/v1/risk_assessments')).toHaveLength(1);
    expect(created.sleeps).toEqual([]);
  });

  it('reads storage stats and deletes all data through the account functions', async () => {
    const created = await signedIn();
    server.route((request) => {
      if (request.path === '/rest/v1/rpc/my_storage_stats') {
        return {
          status: 200,
          body: {
            profiles: 1,
            profilesBytes: 100,
            decisions: 2,
            decisionsBytes: 900,
            forecasts: 1,
            forecastsBytes: 60,
          },
        };
      }
      if (request.path === '/rest/v1/rpc/delete_my_data') return { status: 204 };
      return undefined;
    });
    // A forecast lives in its decision's row: counted, but neither a stored row nor bytes of its own in the total.
    expect(await created.store.stats()).toMatchObject({
      totalFiles: 3,
      totalSize: 1000,
      breakdown: { forecasts: 1 },
      bytes: { forecasts: 60 },
    });
    await created.store.deleteAllMyData();
    expect(requestsTo('/rest/v1/rpc/delete_my_data').map((r) => r.method)).toEqual(['POST']);
  });

  it('exports what the tables hold and imports the file back in one call, so a replace is one transaction', async () => {
    const created = await signedIn();
    const stored = {
      ...newDecision({ bankId: 'decision-checkpoint', bankVersion: '1.0.0' }),
      name: 'Index fund',
      completed: true,
      stage: 7,
      answers: { 'f-1': '70' },
      forecast: { 'f-1': '70' },
      forecastMadeAt: '2025-05-01T08:00:00.000Z',
    };
    const profileRow = { user_id: USER_ID, name: 'Lin', risk_tolerance: 'balanced', preferred_strategies: ['value'] };
    const { id, decisionId, bankId, bankVersion, answers } = review(stored.id);
    const reviewRow = {
      user_id: USER_ID,
      id,
      decision_id: decisionId,
      bank_id: bankId,
      bank_version: bankVersion,
      answers,
      created_at: '2025-07-01T08:00:00.5+00:00',
    };
    // A packet Lin received and answered, and a reviewer's response beside her decision.
    const packet = reviewPacket({ ...stored, id: 'someone-elses' });
    const answer = reviewResponse(packet, { 'f-1': '40' });
    const sharedRow = {
      id: '0b0b0b0b-0000-4000-8000-000000000002',
      user_id: USER_ID,
      packet_id: packet.packetId,
      packet,
      received_at: '2025-07-02T08:00:00+00:00',
      forecast: answer.forecast,
      response: answer,
      responded_at: '2025-07-03T08:00:00+00:00',
    };
    const opinion = reviewResponse(reviewPacket(stored));
    const opinionRow = {
      user_id: USER_ID,
      id: opinion.id,
      decision_id: stored.id,
      response: opinion,
      imported_at: '2025-07-04T08:00:00+00:00',
    };
    server.route((request) => {
      if (request.method !== 'GET' && request.path !== '/rest/v1/rpc/import_my_data') return undefined;
      // maybeSingle() asks PostgREST for one object rather than an array.
      if (request.path === '/rest/v1/profiles') return { status: 200, body: profileRow };
      if (request.path === '/rest/v1/decisions') return { status: 200, body: [decisionRow(stored, 3)] };
      if (request.path === '/rest/v1/risk_assessments') return { status: 200, body: [] };
      if (request.path === '/rest/v1/reviews') return { status: 200, body: [reviewRow] };
      if (request.path === '/rest/v1/shared_packets') return { status: 200, body: [sharedRow] };
      if (request.path === '/rest/v1/second_opinions') return { status: 200, body: [opinionRow] };
      if (request.path === '/rest/v1/rpc/import_my_data') return { status: 204 };
      return undefined;
    });

    const exported = await created.store.exportAll();
    expect(exported.profile).toMatchObject({ name: 'Lin', riskTolerance: 'balanced' });
    expect(exported.decisions.map((decision) => [decision.id, decision.name])).toEqual([[stored.id, 'Index fund']]);
    expect(exported.decisions[0]).toMatchObject({
      forecast: { 'f-1': '70' },
      forecastMadeAt: '2025-05-01T08:00:00.000Z',
    });
    expect(exported.reviews).toEqual([
      { id, decisionId, bankId, bankVersion, answers, createdAt: '2025-07-01T08:00:00.500Z' },
    ]);
    expect(exported.sharedPackets).toEqual([
      {
        id: sharedRow.id,
        packet,
        receivedAt: '2025-07-02T08:00:00.000Z',
        forecast: answer.forecast,
        response: answer,
      },
    ]);
    expect(exported.secondOpinions).toEqual([
      { id: opinion.id, decisionId: stored.id, response: opinion, importedAt: '2025-07-04T08:00:00.000Z' },
    ]);

    server.requests.length = 0;
    const heard: ImportProgress[] = [];
    await created.store.importAll(JSON.parse(JSON.stringify(exported)), 'replace', (progress) => heard.push(progress));
    const calls = server.requests.filter((request) => request.method !== 'GET');
    expect(calls.map((request) => request.path)).toEqual(['/rest/v1/rpc/import_my_data']);
    // One call writes it all: saving is told as it starts and once it is done.
    expect(heard).toEqual([
      { phase: 'checking', done: 4, total: 4 },
      { phase: 'saving', done: 0, total: 4 },
      { phase: 'saving', done: 4, total: 4 },
    ]);
    expect(calls[0]?.body).toMatchObject({
      p_replace: true,
      p_profile: { name: 'Lin', risk_tolerance: 'balanced', preferred_strategies: ['value'] },
      // Import keeps the date the forecast was made.
      p_decisions: [
        { id: stored.id, name: 'Index fund', forecast: { 'f-1': '70' }, forecast_made_at: '2025-05-01T08:00:00.000Z' },
      ],
      p_risk_assessments: [],
      p_reviews: [{ id, decision_id: stored.id, answers, created_at: '2025-07-01T08:00:00.500Z' }],
      // The database names a received packet's row anew: the file's row id is not sent.
      p_shared_packets: [
        {
          packet_id: packet.packetId,
          packet,
          received_at: '2025-07-02T08:00:00.000Z',
          forecast: answer.forecast,
          response: answer,
        },
      ],
      p_second_opinions: [
        { id: opinion.id, decision_id: stored.id, response: opinion, imported_at: '2025-07-04T08:00:00.000Z' },
      ],
    });
  });

  it('adds a review as the signed-in user, keeping a retried one once, and lists reviews newest first', async () => {
    const created = await signedIn();
    const asked = review('decision-1-done');
    const row = {
      user_id: USER_ID,
      id: asked.id,
      decision_id: asked.decisionId,
      bank_id: asked.bankId,
      bank_version: asked.bankVersion,
      answers: asked.answers,
      created_at: '2025-07-01T08:00:00.123456+00:00',
    };
    server.route((request) => {
      if (request.path !== '/rest/v1/reviews') return undefined;
      return { status: request.method === 'POST' ? 201 : 200, body: [row] };
    });
    expect(await created.store.addReview(asked)).toEqual({ ...asked, createdAt: '2025-07-01T08:00:00.123Z' });
    const [post] = requestsTo('/rest/v1/reviews');
    expect(post?.method).toBe('POST');
    expect(post?.query.get('on_conflict')).toBe('user_id,id');
    expect(post?.headers.prefer).toContain('resolution=ignore-duplicates');
    const { created_at: _stamped, ...written } = row;
    // The database stamps when; the client never sends a time for a new review.
    expect(post?.body).toEqual(written);

    server.requests.length = 0;
    await created.store.listReviews();
    const [list] = requestsTo('/rest/v1/reviews');
    expect(list?.query.get('order')).toBe('created_at.desc,id.desc');
  });

  it('says why the database refused a review: the decision is open, or gone', async () => {
    const created = await signedIn();
    let code = 'IC001';
    server.route((request) =>
      request.path === '/rest/v1/reviews' ? { status: 400, body: { code, message: 'refused' } } : undefined,
    );
    expect(await refusal(created.store.addReview(review('decision-1-open')))).toMatchObject({
      code: 'validation',
      messageKey: 'reviewDecisionIncomplete',
    });
    code = 'IC002';
    expect(await refusal(created.store.addReview(review('decision-1-gone')))).toMatchObject({
      code: 'not-found',
      messageKey: 'reviewDecisionGone',
    });
    expect(requestsTo('/rest/v1/reviews')).toHaveLength(2);
    expect(created.sleeps).toEqual([]);
  });

  it('refuses a file that is not an export before sending anything', async () => {
    const created = await signedIn();
    const error = await refusal(created.store.importAll({ format: 'something else', decisions: 'none' }));
    expect(error).toMatchObject({ code: 'validation' });
    expect(server.requests).toEqual([]);
  });

  it('asks for sign-in before sending anything when nobody is signed in', async () => {
    const created = await backend();
    expect(await refusal(created.store.listDecisionSummaries([]))).toMatchObject({ code: 'unauthenticated' });
    expect(requestsTo('/rest/v1/decisions')).toEqual([]);
  });
});

describe('Supabase second-opinion requests', () => {
  const decision = {
    ...newDecision({ bankId: 'decision-checkpoint', bankVersion: '1.0.0' }),
    name: 'Moutai',
    completed: true,
    stage: 7,
    version: 1,
  };
  const packet = reviewPacket(decision);
  const SHARED_ID = '0b0b0b0b-0000-4000-8000-000000000001';
  const sharedRow = {
    id: SHARED_ID,
    user_id: USER_ID,
    packet_id: packet.packetId,
    packet,
    received_at: '2025-07-01T08:00:00.123456+00:00',
    forecast: null,
    response: null,
    responded_at: null,
  };

  it('receives a packet once: an insert that ignores a duplicate, then the stored one read back', async () => {
    const created = await signedIn();
    server.route((request) => {
      if (request.path !== '/rest/v1/shared_packets') return undefined;
      return request.method === 'POST' ? { status: 201, body: [] } : { status: 200, body: sharedRow };
    });
    expect(await created.store.receivePacket(packet)).toEqual({
      id: SHARED_ID,
      packet,
      receivedAt: '2025-07-01T08:00:00.123Z',
      forecast: null,
      response: null,
    });
    const [post, get] = requestsTo('/rest/v1/shared_packets');
    expect(post?.query.get('on_conflict')).toBe('user_id,packet_id');
    expect(post?.headers.prefer).toContain('resolution=ignore-duplicates');
    expect(post?.body).toEqual({ user_id: USER_ID, packet_id: packet.packetId, packet });
    expect(get?.query.get('packet_id')).toBe(`eq.${packet.packetId}`);
  });

  it('sets only the forecast of the one packet, and says when it is fixed, without retrying', async () => {
    const created = await signedIn();
    const forecast = { 'f-1': '40' };
    let reply: FakeReply = { status: 200, body: [{ ...sharedRow, forecast }] };
    server.route((request) => (request.path === '/rest/v1/shared_packets' ? reply : undefined));
    expect(await created.store.saveSharedForecast(SHARED_ID, forecast)).toMatchObject({ forecast });
    const [patch] = requestsTo('/rest/v1/shared_packets');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toEqual({ forecast });
    expect(patch?.query.get('user_id')).toBe(`eq.${USER_ID}`);
    expect(patch?.query.get('id')).toBe(`eq.${SHARED_ID}`);

    reply = { status: 400, body: { code: 'IC005', message: 'shared-forecast-fixed' } };
    expect(await refusal(created.store.saveSharedForecast(SHARED_ID, { 'f-1': '90' }))).toMatchObject({
      code: 'validation',
      messageKey: 'packets:sharedForecastFixed',
    });
    reply = { status: 200, body: [] };
    expect(await refusal(created.store.saveSharedForecast(SHARED_ID, forecast))).toMatchObject({
      code: 'not-found',
      messageKey: 'packets:sharedPacketGone',
    });
    expect(created.sleeps).toEqual([]);
  });

  it('imports a response beside its decision once, and says when the decision is not there', async () => {
    const created = await signedIn();
    const response = reviewResponse(packet);
    const row = {
      user_id: USER_ID,
      id: response.id,
      decision_id: decision.id,
      response,
      imported_at: '2025-07-02T00:00:00Z',
    };
    let reply: FakeReply = { status: 201, body: [row] };
    server.route((request) => (request.path === '/rest/v1/second_opinions' ? reply : undefined));
    expect(await created.store.addSecondOpinion(response)).toEqual({
      id: response.id,
      decisionId: decision.id,
      response,
      importedAt: '2025-07-02T00:00:00.000Z',
    });
    const [post] = requestsTo('/rest/v1/second_opinions');
    expect(post?.query.get('on_conflict')).toBe('user_id,id');
    expect(post?.body).toEqual({ id: response.id, decision_id: decision.id, response, user_id: USER_ID });

    reply = { status: 400, body: { code: 'IC002', message: 'second-opinion-decision-missing' } };
    expect(await refusal(created.store.addSecondOpinion(response))).toMatchObject({
      code: 'not-found',
      messageKey: 'packets:secondOpinionDecisionGone',
    });
  });

  it('shares, lists, revokes and answers shares through the table and respond_to_share', async () => {
    const created = await signedIn();
    const shares = created.store.shares;
    if (!shares) throw new Error('the Supabase store offers shares');
    const response = reviewResponse(packet);
    const shareRow = {
      id: '0c0c0c0c-0000-4000-8000-000000000001',
      owner_id: USER_ID,
      decision_id: decision.id,
      reviewer_email: 'bob@example.com',
      packet,
      created_at: '2025-07-01T08:00:00Z',
      revoked_at: null,
      response: null,
      responded_at: null,
    };
    let rpc: FakeReply = { status: 200, body: { ...shareRow, response, responded_at: '2025-07-02T00:00:00Z' } };
    server.route((request) => {
      if (request.path === '/rest/v1/rpc/respond_to_share') return rpc;
      if (request.path !== '/rest/v1/decision_shares') return undefined;
      if (request.method === 'POST') return { status: 201, body: shareRow };
      if (request.method === 'PATCH') return { status: 204 };
      return { status: 200, body: [shareRow] };
    });

    expect(await shares.shareDecision(decision.id, ' Bob@Example.com ', packet)).toMatchObject({
      decisionId: decision.id,
      reviewerEmail: 'bob@example.com',
      packet,
    });
    const [post] = requestsTo('/rest/v1/decision_shares');
    // No owner: the database takes the caller's id, and the API may not name another.
    expect(post?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      decision_id: decision.id,
      reviewer_email: 'Bob@Example.com',
      packet,
    });

    server.requests.length = 0;
    await shares.listSharesWithMe();
    await shares.listMyShares();
    const [withMe, mine] = requestsTo('/rest/v1/decision_shares');
    expect(withMe?.query.get('owner_id')).toBe(`neq.${USER_ID}`);
    expect(mine?.query.get('owner_id')).toBe(`eq.${USER_ID}`);

    server.requests.length = 0;
    await shares.revokeShare(shareRow.id);
    const [patch] = requestsTo('/rest/v1/decision_shares');
    expect(patch?.method).toBe('PATCH');
    expect(Object.keys(patch?.body as object)).toEqual(['revoked_at']);
    expect(patch?.query.get('owner_id')).toBe(`eq.${USER_ID}`);

    expect(await shares.respondToShare(shareRow.id, response)).toMatchObject({ response });
    expect(requestsTo('/rest/v1/rpc/respond_to_share')[0]?.body).toEqual({ share_id: shareRow.id, response });
    rpc = { status: 400, body: { code: 'IC006', message: 'share-unavailable' } };
    expect(await refusal(shares.respondToShare(shareRow.id, response))).toMatchObject({
      code: 'not-found',
      messageKey: 'packets:shareUnavailable',
    });
    expect(created.sleeps).toEqual([]);
  });
});
