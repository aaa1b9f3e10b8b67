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
  type ReleaseReply,
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
  /** The content folders against git HEAD and every bank against its last released version. */
  changes(): Promise<StudioResult<ChangesReply>>;
  /** Where the bank `text` (unsaved) stands against its last released version. */
  bump(path: string, text: string): Promise<StudioResult<BumpReply>>;
  /** What `npm run content -- release` does; a refused release (409) is `ok`, its body says why. */
  release(): Promise<StudioResult<ReleaseReply>>;
}

async function request<T>(route: string, body?: unknown): Promise<StudioResult<T>> {
  try {
    const response = await fetch(`${STUDIO_API}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await response.json()) as T | StudioFailure;
    if (response.ok || response.status === 409) return { ok: true, status: response.status, body: reply as T };
    const failure = reply as StudioFailure;
    return {
      ok: false,
      status: response.status,
      failure: { error: failure.error ?? 'server', message: failure.message ?? '' },
    };
  } catch (error) {
    return { ok: false, status: 0, failure: { error: 'network', message: String(error) } };
  }
}

export const studioClient: StudioClient = {
  listFiles: () => request('/files'),
  readFile: (path) => request(`/file?path=${encodeURIComponent(path)}`),
  check: (path, text) => request('/check', { path, text }),
  write: (path, text, draft) => request('/write', { path, text, draft }),
  changes: () => request('/changes'),
  bump: (path, text) => request('/bump', { path, text }),
  release: () => request('/release', {}),
};
