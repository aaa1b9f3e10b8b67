/**
 * Compiles PGlite's engine (its WebAssembly) as it streams in. The service
 * worker leaves this one file to the network and the browser's HTTP cache
 * (build/engine-network-plugin.ts), because only for a response of that cache
 * does the browser keep the compiled code between visits. Offline, with the HTTP
 * cache unable to serve it, the copy the service worker precached is compiled
 * instead.
 */
export interface EngineScope {
  fetch: typeof fetch;
  /** Absent where the page is not a secure context (no service worker, no precache either). */
  caches?: CacheStorage;
}

export async function compileEngine(scope: EngineScope, url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(scope.fetch(url));
  } catch (error) {
    const cached = await scope.caches?.match(url).catch(() => undefined);
    if (!cached) throw error;
    return WebAssembly.compileStreaming(cached);
  }
}
