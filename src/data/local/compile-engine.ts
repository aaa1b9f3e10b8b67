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

/**
 * How long the network may keep the engine's response waiting while a precached
 * copy is at hand. A network that fails says so at once; one that hangs (a
 * captive portal, a dead route the browser still thinks is up) would hold the
 * database's start until the browser gives up. A healthy server answers a
 * revalidation in milliseconds, so only a connection that is not working waits
 * this long, and then the precache answers instead.
 */
export const ENGINE_NETWORK_PATIENCE_MS = 3_000;

export async function compileEngine(
  scope: EngineScope,
  url: string,
  patienceMs = ENGINE_NETWORK_PATIENCE_MS,
): Promise<WebAssembly.Module> {
  const network = new AbortController();
  const answer = await firstAnswer(scope, url, network.signal, patienceMs);
  if (answer.from === 'precache') {
    network.abort();
    return WebAssembly.compileStreaming(answer.response);
  }
  try {
    return await WebAssembly.compileStreaming(answer.response);
  } catch (error) {
    const cached = await precached(scope, url);
    if (!cached) throw error;
    return WebAssembly.compileStreaming(cached);
  }
}

type Answer = { from: 'network'; response: Promise<Response> } | { from: 'precache'; response: Response };

/**
 * The network's response, unless its headers have not come after the patience
 * and a precached copy exists: then that copy. A first visit has nothing
 * precached and waits for the network however long it takes.
 */
async function firstAnswer(scope: EngineScope, url: string, signal: AbortSignal, patienceMs: number): Promise<Answer> {
  const response = scope.fetch(url, { signal });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([
    // Settled either way: a failure is the compiler's to report, or the precache's to make up for.
    response.then(
      () => 'network' as const,
      () => 'network' as const,
    ),
    new Promise<'patience over'>((resolve) => {
      timer = setTimeout(() => resolve('patience over'), patienceMs);
    }),
  ]);
  clearTimeout(timer);
  if (first === 'network') return { from: 'network', response };
  const cached = await precached(scope, url);
  return cached ? { from: 'precache', response: cached } : { from: 'network', response };
}

function precached(scope: EngineScope, url: string): Promise<Response | undefined> {
  return scope.caches?.match(url).catch(() => undefined) ?? Promise.resolve(undefined);
}
