/**
 * One build per engine, each the same way (same Vite, React and plugin-react,
 * production mode, default minification): `BENCH_ENGINE=<engine> vite build`
 * writes dist/<engine>/, served under /<engine>/. React always resolves to this
 * folder's copy, so the app's engine (imported from ../../src) and the peers
 * render with the very same React.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { questionBanksPlugin } from '../../build/question-banks-plugin.ts';
import { rjsfAliases, rjsfSlimBundle } from '../../build/rjsf-aliases.ts';
import { LANGS, type Lang } from '../../src/content/types.ts';
import { benchBankPlugin } from './bank-plugin.ts';
import { ENGINES, type Engine } from './engines.ts';

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');

/** The app's virtual bank modules, read from the repository's questionnaires/ (not this folder's). */
function appContentRoot(): Plugin {
  const ids = [
    'virtual:question-banks',
    ...LANGS.map((lang) => `virtual:question-banks/${lang}`),
    'virtual:question-bank-validators',
  ];
  return {
    name: 'bench-app-content-root',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!ids.includes(id)) return undefined;
      return this.resolve(`${id}?root=${encodeURIComponent(repo)}`, importer, { skipSelf: true });
    },
  };
}

/**
 * The page awaits the bank's words in its language (a chunk of their own, as in the
 * app) before it mounts the form; as the app does for its first tables, the page
 * asks for that chunk beside its entry rather than after it has run.
 */
function preloadBankLanguage(lang: Lang, base: string): Plugin {
  return {
    name: 'bench-preload-bank-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.includes(`virtual:question-banks/${lang}`),
        );
        if (!chunk) throw new Error(`No chunk of the bank's ${lang} texts in the build`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(() => {
  const engine = (process.env.BENCH_ENGINE ?? 'engine') as Engine;
  if (!ENGINES.includes(engine)) throw new Error(`BENCH_ENGINE must be one of ${ENGINES.join(', ')}`);
  const lang = (process.env.BENCH_LANG ?? 'en') as Lang;
  const bankId = process.env.BENCH_BANK || undefined;
  return {
    root: here,
    base: `/${engine}/`,
    plugins: [
      react(),
      ...(engine === 'engine'
        ? [
            rjsfSlimBundle(),
            tailwindcss(),
            appContentRoot(),
            questionBanksPlugin(),
            preloadBankLanguage(lang, `/${engine}/`),
          ]
        : []),
      benchBankPlugin({ root: repo, lang, ...(bankId ? { bankId } : {}) }),
    ],
    define: { 'import.meta.env.BENCH_LANG': JSON.stringify(lang) },
    // The app's own build settings for the form, so the bench measures what the app ships.
    resolve: { dedupe: ['react', 'react-dom'], alias: engine === 'engine' ? rjsfAliases : [] },
    logLevel: 'warn' as const,
    build: {
      outDir: path.join(here, 'dist', engine),
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: { input: path.join(here, `${engine}.html`) },
    },
    server: { fs: { allow: [repo] } },
  };
});
