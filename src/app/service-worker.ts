/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker of the production build (see build/pwa-plugin.ts),
 * which precaches the shell and the embedded database's files so a returning or
 * offline visit starts from the cache.
 *
 * Registration waits until the page has loaded and the backend has loaded (or
 * failed, or 30 s have passed): on a first visit the worker's precache would
 * otherwise download PGlite's files a second time while the page is still
 * downloading them, on the same connection. Afterwards the browser's HTTP cache
 * usually serves the precache. It then waits for the embedded database to go
 * quiet: copying some 20 MB into the cache beside a sign-up the investor has
 * just pressed slowed the sign-up and the first dashboard on two cores, while a
 * person still typing never waits for it.
 *
 * In `vite dev`, Vitest and Storybook `virtual:pwa-register` is a no-op.
 */
import { registerSW } from 'virtual:pwa-register';
import { databaseQuiet, getBackendProgress, subscribeBackendProgress } from '../data/backend';
import type { UpdateOffer } from './update-offer';

/** A long-open tab looks for a new version this often (the browser itself checks on navigation). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Register even if the backend is still loading, or its database still busy, by then. */
const MAX_WAIT_MS = 30_000;
/** How long the database must have had nothing to do. */
const DATABASE_QUIET_MS = 1000;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function backendSettled(): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => ['ready', 'failed'].includes(getBackendProgress().phase);
    if (settled()) {
      resolve();
      return;
    }
    const timer = setTimeout(done, MAX_WAIT_MS);
    const unsubscribe = subscribeBackendProgress(() => {
      if (settled()) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

export function startServiceWorker(updates: UpdateOffer): void {
  if (!('serviceWorker' in navigator)) return;
  // A worker taking over a page that already had one is a new version (workbox-window reports that only
  // for pages that had a worker when they loaded, not for a first visit that stayed open).
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) updates.tookOver();
    controlled = true;
  });
  void pageLoaded()
    .then(backendSettled)
    .then(() => databaseQuiet(DATABASE_QUIET_MS, MAX_WAIT_MS))
    .then(() => {
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh: () => updates.offer(() => updateServiceWorker(true)),
        // Handled by the controllerchange listener above; this only stops the default forced reload.
        onNeedReload: () => {},
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine) registration.update().catch(() => {});
          }, UPDATE_CHECK_INTERVAL_MS);
        },
        onRegisterError(error: unknown) {
          // Without a worker the app still works online; it just does not open offline.
          console.warn('Service worker registration failed; the app will not open offline.', error);
        },
      });
    });
}
