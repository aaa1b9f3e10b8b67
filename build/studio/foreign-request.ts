/**
 * Why a request to the studio's API did not come from the studio's own page,
 * or undefined when it did. Any web page open in the same browser can send
 * requests to localhost; a POST that is not JSON, or that names another origin,
 * is such a page's, and must not write the repository's files.
 */
import type { IncomingMessage } from 'node:http';

/** The host an Origin header names; undefined for `null` (a sandboxed page, a file) or anything unreadable. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function foreignRequest(request: IncomingMessage): string | undefined {
  const { origin, host } = request.headers;
  if (origin !== undefined && hostOf(origin) !== host) return `requests from ${origin} are refused`;
  if (request.method === 'POST' && !request.headers['content-type']?.startsWith('application/json')) {
    return 'a POST must send JSON (Content-Type: application/json)';
  }
  return undefined;
}
