/** Base URLs of OpenAI-compatible services, as the investor types them. */

/** Whether `url` can be a base URL: http or https with no credentials in it (no javascript:, no file:). */
export function isUsableBaseUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** Trailing slashes are trimmed so `…/v1/` and `…/v1` reach the same endpoint. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
