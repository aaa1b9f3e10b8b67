/**
 * Byte progress of PGlite's own downloads (its WASM, data and extension
 * files, ~17 MB unpacked), measured by wrapping `fetch` in the database worker: PGlite
 * fetches them itself, so this is the one place that sees the bytes arrive.
 */
export interface DownloadProgress {
  loadedBytes: number;
  /** Sum of the sizes announced so far (Content-Length), or null while unknown. */
  totalBytes: number | null;
  /** 'starting' once every file is in and the database is opening and migrating. */
  phase?: 'downloading' | 'starting';
}

/** PGlite's engine (.wasm), its file system image (.data) and extension bundles (.tar.gz). */
const TRACKED = /\.(wasm|data|gz)(\?|$)/;

export function trackDownloads(scope: { fetch: typeof fetch }, report: (progress: DownloadProgress) => void): void {
  const original = scope.fetch.bind(scope);
  let loaded = 0;
  let total = 0;
  let totalKnown = true;

  scope.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!TRACKED.test(url) || !response.body) return response;

    const length = Number(response.headers.get('Content-Length'));
    // A compressed response announces its compressed size; the body then counts more. Clamp below.
    if (length > 0) total += length;
    else totalKnown = false;
    // Count a copy and hand back the original: a rebuilt Response loses its URL, and with it
    // Chromium's cache of compiled WebAssembly, which makes every reopen compile the engine again.
    void countBytes(response.clone().body, (bytes) => {
      loaded += bytes;
      report({ loadedBytes: loaded, totalBytes: totalKnown ? Math.max(total, loaded) : null });
    });
    return response;
  };
}

async function countBytes(body: ReadableStream<Uint8Array> | null, add: (bytes: number) => void): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      add(value.byteLength);
    }
  } catch {
    // The original response failed the same way; its reader reports that.
  }
}
