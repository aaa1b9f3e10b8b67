/**
 * The service worker's engine script, run as the worker would run it: a fetch
 * of the engine is stopped before Workbox's precache route can answer it, and
 * every other fetch goes on to Workbox.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { engineFileOf, engineNetworkScript } from './engine-network-plugin';

type FetchListener = (event: { request: { url: string }; stopImmediatePropagation(): void }) => void;

/** Runs the script in a service worker's global scope at `workerUrl`; returns what reached Workbox's listener after it. */
function serviceWorkerAt(workerUrl: string, script: string) {
  const listeners: FetchListener[] = [];
  const self = {
    location: new URL(workerUrl),
    addEventListener: (type: string, listener: FetchListener) => type === 'fetch' && listeners.push(listener),
  };
  vm.runInNewContext(script, { self, URL });
  const reachedWorkbox: string[] = [];
  listeners.push((event) => reachedWorkbox.push(event.request.url));
  return {
    fetch(url: string) {
      let stopped = false;
      const event = { request: { url }, stopImmediatePropagation: () => (stopped = true) };
      for (const listener of listeners) {
        listener(event);
        if (stopped) break;
      }
    },
    reachedWorkbox,
  };
}

const asset = (fileName: string) => ({ fileName });

describe('the service worker’s engine script', () => {
  it('lets only the engine past Workbox, under any base path', () => {
    for (const base of ['https://app.example/', 'https://example.org/tools/checkpoint/']) {
      const worker = serviceWorkerAt(`${base}sw.js`, engineNetworkScript('assets/pglite-Ab12_x.wasm'));
      worker.fetch(`${base}assets/pglite-Ab12_x.wasm`);
      worker.fetch(`${base}assets/pglite-Cd34.data`);
      worker.fetch(`${base}assets/index-Ef56.js`);
      expect(worker.reachedWorkbox).toEqual([`${base}assets/pglite-Cd34.data`, `${base}assets/index-Ef56.js`]);
    }
  });

  it('finds the engine in the build, and refuses a build with none or two', () => {
    const bundle = { a: asset('assets/pglite-Ab12.wasm'), b: asset('assets/initdb-Cd34.wasm'), c: asset('x.js') };
    expect(engineFileOf(bundle)).toBe('assets/pglite-Ab12.wasm');
    expect(() => engineFileOf({ b: asset('assets/initdb-Cd34.wasm') })).toThrow(/found 0/);
    const two = { a: asset('assets/pglite-Ab12.wasm'), d: asset('assets/pglite-Ef56.wasm') };
    expect(() => engineFileOf(two)).toThrow(/found 2/);
  });
});
