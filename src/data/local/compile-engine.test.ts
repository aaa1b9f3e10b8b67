import { describe, expect, it, vi } from 'vitest';
import { compileEngine, type EngineScope } from './compile-engine';

/** The smallest valid WebAssembly module, exporting one function, so a compiled module can be told apart. */
const MODULE_BYTES = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 8, 1, 4, 112, 105, 110, 103, 0, 0, 10, 4, 1, 2, 0, 11,
]);
const URL_OF_ENGINE = 'https://app.example/assets/pglite-abc123.wasm';
const wasmResponse = () => new Response(MODULE_BYTES, { headers: { 'Content-Type': 'application/wasm' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const exportsOf = (module: WebAssembly.Module) => WebAssembly.Module.exports(module).map(({ name }) => name);

function precache(entries: Record<string, () => Response>): CacheStorage {
  return { match: vi.fn(async (url: string) => entries[url]?.()) } as unknown as CacheStorage;
}

describe('compileEngine', () => {
  it('compiles what the network (the HTTP cache) answers, without reading the precache', async () => {
    const caches = precache({});
    const scope: EngineScope = { fetch: vi.fn(async () => wasmResponse()), caches };
    expect(exportsOf(await compileEngine(scope, URL_OF_ENGINE))).toEqual(['ping']);
    expect(scope.fetch).toHaveBeenCalledWith(URL_OF_ENGINE, expect.anything());
    expect(caches.match).not.toHaveBeenCalled();
  });

  it('offline, compiles the copy the service worker precached', async () => {
    const scope: EngineScope = { fetch: offline, caches: precache({ [URL_OF_ENGINE]: wasmResponse }) };
    expect(exportsOf(await compileEngine(scope, URL_OF_ENGINE))).toEqual(['ping']);
  });

  it('offline with nothing precached (or no cache storage), fails with the network’s own error', async () => {
    await expect(compileEngine({ fetch: offline, caches: precache({}) }, URL_OF_ENGINE)).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(compileEngine({ fetch: offline }, URL_OF_ENGINE)).rejects.toThrow('Failed to fetch');
  });

  it('falls back to the precache when the network answers something that is not the engine', async () => {
    const scope: EngineScope = {
      fetch: async () => new Response('Bad gateway', { status: 502 }),
      caches: precache({ [URL_OF_ENGINE]: wasmResponse }),
    };
    expect(exportsOf(await compileEngine(scope, URL_OF_ENGINE))).toEqual(['ping']);
  });
});

describe('compileEngine on a network that hangs', () => {
  const PATIENCE_MS = 20;
  /** A fetch whose response never comes (until aborted), remembering the signal it was given. */
  function hangingFetch() {
    const calls: AbortSignal[] = [];
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          if (signal) calls.push(signal);
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('compiles the precached copy once the network has kept it waiting, and gives up on the network', async () => {
    const { fetch, calls } = hangingFetch();
    const scope: EngineScope = { fetch, caches: precache({ [URL_OF_ENGINE]: wasmResponse }) };
    expect(exportsOf(await compileEngine(scope, URL_OF_ENGINE, PATIENCE_MS))).toEqual(['ping']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.aborted).toBe(true);
  });

  it('with nothing precached (a first visit), waits for the network however long it takes', async () => {
    let answer: (response: Response) => void = () => {};
    const scope: EngineScope = {
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      caches: precache({}),
    };
    const compiled = compileEngine(scope, URL_OF_ENGINE, PATIENCE_MS);
    await new Promise((resolve) => setTimeout(resolve, PATIENCE_MS * 5));
    answer(wasmResponse());
    expect(exportsOf(await compiled)).toEqual(['ping']);
  });

  it('a network that answers within its patience is used, not the precache', async () => {
    const caches = precache({ [URL_OF_ENGINE]: wasmResponse });
    const scope: EngineScope = {
      fetch: () => new Promise<Response>((resolve) => setTimeout(() => resolve(wasmResponse()), PATIENCE_MS / 4)),
      caches,
    };
    expect(exportsOf(await compileEngine(scope, URL_OF_ENGINE, PATIENCE_MS))).toEqual(['ping']);
    expect(caches.match).not.toHaveBeenCalled();
  });
});
