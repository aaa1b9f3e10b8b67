/**
 * Vite plugins (Node, build time) that make the production build an installable,
 * offline-capable app: Workbox's service worker through vite-plugin-pwa, and the
 * web app manifest in both languages (see src/app/pwa-manifest.ts).
 *
 * The service worker precaches everything the build emits: the shell, every
 * chunk, PGlite's WASM, file-system bundle and extensions, and any database
 * snapshot, so a returning or offline visit starts from the cache. Emitted assets
 * carry a content hash, so they are cached once and never revalidated. One file
 * is served past it while online: PGlite's WASM, whose compiled code the browser
 * keeps only from its HTTP cache (engine-network-plugin.ts).
 *
 * Off in `vite dev`, in Vitest and in Storybook: there `virtual:pwa-register`
 * resolves to a no-op and no worker is generated.
 */
import type { Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_FILES } from '../src/app/pwa-manifest.ts';
import type { Lang } from '../src/content/types';
import enPwa from '../src/i18n/locales/en/pwa.json' with { type: 'json' };
import enShell from '../src/i18n/locales/en/shell.json' with { type: 'json' };
import zhPwa from '../src/i18n/locales/zh/pwa.json' with { type: 'json' };
import zhShell from '../src/i18n/locales/zh/shell.json' with { type: 'json' };
import { ENGINE_NETWORK_SCRIPT, engineNetworkPlugin } from './engine-network-plugin.ts';

const TEXTS = {
  zh: { name: zhShell.appName, ...zhPwa.manifest, lang: 'zh-CN' },
  en: { name: enShell.appName, ...enPwa.manifest, lang: 'en' },
} satisfies Record<Lang, unknown>;

/** The light theme's colours: the top bar (white) and the page (Tailwind slate-50). */
const THEME_COLOR = '#ffffff';
const BACKGROUND_COLOR = '#f8fafc';

/** PGlite's WASM is about 9 MB; Workbox's default limit (2 MiB) would leave it out of the precache. */
const MAX_PRECACHED_FILE_BYTES = 32 * 1024 * 1024;

/** One language's manifest. URLs are relative to the manifest, so the app works under any base path. */
export function webManifest(language: Lang): Partial<ManifestOptions> {
  const texts = TEXTS[language];
  return {
    id: './',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: texts.lang,
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['finance', 'productivity'],
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Emits the manifests of the languages other than the default one (vite-plugin-pwa writes the default). */
function otherLanguageManifests(): Plugin {
  return {
    name: 'pwa-other-language-manifests',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILES.en,
        source: `${JSON.stringify(webManifest('en'))}\n`,
      });
    },
  };
}

export function pwaPlugins(): Plugin[] {
  const disable = process.env.STORYBOOK === 'true' || Boolean(process.env.VITEST);
  const plugins = VitePWA({
    disable,
    // The app registers the worker itself (src/app/service-worker.ts), after load, and asks before updating.
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: MANIFEST_FILES.zh,
    manifest: webManifest('zh'),
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*'],
      // vite-plugin-pwa lists the default manifest itself.
      globIgnores: ['**/node_modules/**/*', MANIFEST_FILES.zh],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
      // The first worker takes control at once, so the very first visit is already offline-ready.
      // Later versions still wait for the person to choose "Reload" (registerType 'prompt').
      clientsClaim: true,
      // Offline, any in-app address opens the shell (e.g. a password-reset landing).
      navigateFallback: 'index.html',
      // Imported before Workbox's routes: the database engine goes past the worker (see engine-network-plugin.ts).
      importScripts: [ENGINE_NETWORK_SCRIPT],
    },
  });
  return disable ? plugins : [...plugins, otherLanguageManifests(), engineNetworkPlugin()];
}
