/**
 * The studio page's only way to its server (build/studio/studio-plugin.ts): one
 * typed call per API route. A reply is either the route's body or the error the
 * server gave (a network failure becomes the `network` error), so the page
 * never handles a thrown fetch.
 */
import {
  type BumpReply,
  type ChangesReply,
  type CheckReply,
  type FileListReply,
  type FileReply,
  type ImpactDataReply,
  type ReleaseReply,
  type RulesAtReply,
  type ScoringRulesReply,
  STUDIO_API,
  type StudioError,
  type WriteReply,
} from './studio-api-types';

export type StudioFailure = Omit<StudioError, 'error'> & { error: StudioError['error'] | 'server' | 'network' };
export type StudioResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; failure: StudioFailure };

export interface StudioClient {
  listFiles(): Promise<StudioResult<FileListReply>>;
  readFile(path: string): Promise<StudioResult<FileReply>>;
  check(path: string, text: string): Promise<StudioResult<CheckReply>>;
  /** A refused save (409) is `ok`: its body says `saved: false` and lists the problems. */
  write(path: string, text: string, draft: boolean): Promise<StudioResult<WriteReply>>;
  /** Every rule file's text at a git revision (`HEAD`: the last commit). */
  rulesAt(revision: string): Promise<StudioResult<RulesAtReply>>;
  /** The banks and fixture records the impact of a rules edit is scored with. */
  impactData(): Promise<StudioResult<ImpactDataReply>>;
  /** The evaluation and risk rules as on disk, for the preview's result. */
  rules(): Promise<StudioResult<ScoringRulesReply>>;
  /** The content folders against git HEAD and every bank against its last released version. */
  changes(): Promise<StudioResult<ChangesReply>>;
  /** Where the bank `text` (unsaved) stands against its last released version. */
  bump(path: string, text: string): Promise<StudioResult<BumpReply>>;
  /** What `npm run content -- release` does; a refused release (409) is `ok`, its body says why. */
  release(): Promise<StudioResult<ReleaseReply>>;
}

/** How a call reaches the server: its method, route (after the API's prefix) and JSON body; the reply's status and JSON. */
export type StudioTransport = (
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

const overHttp: StudioTransport = async (method, route, body) => {
  const response = await fetch(`${STUDIO_API}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** The client over any transport: the page's goes over HTTP, a test's may call the server's router in process. */
export function studioClientOver(send: StudioTransport): StudioClient {
  async function request<T>(route: string, body?: unknown): Promise<StudioResult<T>> {
    try {
      const reply = await send(body === undefined ? 'GET' : 'POST', route, body);
      const ok = (reply.status >= 200 && reply.status < 300) || reply.status === 409;
      if (ok) return { ok: true, status: reply.status, body: reply.body as T };
      const failure = (reply.body ?? {}) as Partial<StudioFailure>;
      return {
        ok: false,
        status: reply.status,
        failure: { error: failure.error ?? 'server', message: failure.message ?? '' },
      };
    } catch (error) {
      return { ok: false, status: 0, failure: { error: 'network', message: String(error) } };
    }
  }
  return {
    listFiles: () => request('/files'),
    readFile: (path) => request(`/file?path=${encodeURIComponent(path)}`),
    check: (path, text) => request('/check', { path, text }),
    write: (path, text, draft) => request('/write', { path, text, draft }),
    rulesAt: (revision) => request(`/rules?at=${encodeURIComponent(revision)}`),
    impactData: () => request('/impact-data'),
    rules: () => request('/rules'),
    changes: () => request('/changes'),
    bump: (path, text) => request('/bump', { path, text }),
    release: () => request('/release', {}),
  };
}

export const studioClient: StudioClient = studioClientOver(overHttp);
