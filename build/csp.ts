/**
 * The Content-Security-Policy, built from the page itself so it cannot drift:
 * every inline script of the served index.html (the theme script; in dev also
 * the React refresh preamble) is allowed by its SHA-256 hash and nothing else
 * inline runs. `npm run dev` and `npm run preview` send it as a header, and the
 * build writes it to dist/_headers for hosts that read that file (Netlify,
 * Cloudflare Pages); docs/security.md says how to set it elsewhere.
 *
 * - script-src: the app's own files, the inline scripts' hashes, and
 *   'wasm-unsafe-eval' (PGlite compiles its WebAssembly; no JavaScript eval).
 * - worker-src 'self' blob: the PGlite worker.
 * - connect-src: the app's origin (PGlite's files, the token-sync endpoint), any
 *   https origin (the AI base URL is the investor's choice; Supabase) and plain
 *   http only to this computer, as the AI settings allow (private-network
 *   addresses cannot be written as a CSP source; a host that serves the app for
 *   such a service adds its address).
 * - style-src 'unsafe-inline': components set style attributes (chart sizes,
 *   progress bars); styles cannot run code.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources for every inline script of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** CSP host sources cannot name an IPv6 literal, so [::1] is not listed (use localhost). */
const LOCAL_HTTP = ['http://localhost:*', 'http://127.0.0.1:*'];

export function contentSecurityPolicy(html: string, options: { dev?: boolean } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), "'wasm-unsafe-eval'"],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'https:', ...LOCAL_HTTP, ...(options.dev ? ['ws:', 'wss:'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Sends the policy with every dev and preview response, and writes dist/_headers. */
export function contentSecurityPolicyPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  // Storybook and the test runners serve their own pages (with their own inline scripts) through this config.
  let servesTheApp = true;
  const headerFor = (policy: string) =>
    `/*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n`;
  return {
    name: 'content-security-policy',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      servesTheApp = !process.env.VITEST && !config.plugins.some((plugin) => /storybook/i.test(plugin.name));
    },
    configureServer(server: ViteDevServer) {
      if (!servesTheApp) return;
      let policy: Promise<string> | undefined;
      server.middlewares.use((_request, response, next) => {
        // The dev page is index.html after Vite's own transforms (which add the refresh preamble).
        policy ??= server
          .transformIndexHtml('/', fs.readFileSync(path.join(root, 'index.html'), 'utf8'))
          .then((html) => contentSecurityPolicy(html, { dev: true }));
        policy.then(
          (value) => {
            response.setHeader('Content-Security-Policy', value);
            next();
          },
          (error: unknown) => next(error),
        );
      });
    },
    configurePreviewServer(server) {
      if (!servesTheApp) return;
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const policy = contentSecurityPolicy(html);
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
    // After Vite has written index.html with every plugin's transform (e.g. the shell tables' preload script).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const html =
          page?.type === 'asset' ? String(page.source) : fs.readFileSync(path.join(root, 'index.html'), 'utf8');
        this.emitFile({ type: 'asset', fileName: '_headers', source: headerFor(contentSecurityPolicy(html)) });
      },
    },
  };
}
