/** A Vite dev server with only the question-banks plugin, serving the content under `root`, for tests. */
import { createServer, type ViteDevServer } from 'vite';
import { fillLanguage } from '../../src/content/fill-language';
import type { Bank, Glossary, Lang } from '../../src/content/types';
import { type QuestionBanksOptions, questionBanksPlugin } from '../question-banks-plugin';

export function bankServer(root: string, options?: QuestionBanksOptions): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [questionBanksPlugin(options)],
    server: { middlewareMode: true, hmr: false, watch: null },
  });
}

/** What the app gets from the plugin once every language has loaded: the structure with all its texts filled in. */
export async function servedContent(
  server: ViteDevServer,
): Promise<{ banks: Bank[]; glossary: Glossary; released: Bank[] }> {
  const structure = await server.ssrLoadModule('virtual:question-banks');
  for (const lang of structure.languages as Lang[]) {
    const texts = await server.ssrLoadModule(`virtual:question-banks/${lang}`);
    fillLanguage(structure.content, lang, texts.default, structure.languages);
  }
  return structure.content;
}
