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
    expect(scope.fetch).toHaveBeenCalledWith(URL_OF_ENGINE);
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
