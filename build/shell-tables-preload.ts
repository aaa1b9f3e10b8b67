/**
 * Build step (Node): the shell's UI tables are chunks the entry imports before
 * its first paint (src/i18n/app-i18n.ts), in the reader's language only. Found only once
 * the entry runs, they would cost one more round trip; instead index.html gets
 * a small inline script, right after the theme script and before any
 * stylesheet (which would hold it back), that reads the language the theme
 * script has applied to <html> and asks for that language's tables with
 * <link rel="modulepreload"> (credentials as Vite's own preloads), in parallel
 * with the entry itself. The inline script is part of the built page, so the
 * CSP's hash covers it.
 */
import type { Plugin } from 'vite';
import type { Lang } from '../src/content/types.ts';
import { SHELL_NAMESPACES } from '../src/i18n/shell-namespaces.ts';

const TABLE = /(?:^|\/)src\/i18n\/locales\/(zh|en)\/([a-z]+)\.json$/;

/** The inline script: `files` are the shell tables' URLs per language. */
export function preloadScript(files: Record<Lang, string[]>): string {
  return `(() => {
        var files = ${JSON.stringify(files)};
        var lang = document.documentElement.lang.indexOf('en') === 0 ? 'en' : 'zh';
        files[lang].forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      })();`;
}

export function shellTablesPreload(): Plugin {
  let base = '/';
  const shell = new Set<string>(SHELL_NAMESPACES);
  return {
    name: 'shell-tables-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const files: Record<Lang, string[]> = { zh: [], en: [] };
        for (const chunk of Object.values(bundle)) {
          const match = chunk.type === 'chunk' ? chunk.facadeModuleId?.match(TABLE) : null;
          if (!match || chunk.type !== 'chunk') continue;
          const [, lang, namespace] = match as unknown as [string, Lang, string];
          if (shell.has(namespace)) files[lang].push(`${base}${chunk.fileName}`);
        }
        if (files.zh.length !== shell.size || files.en.length !== shell.size)
          throw new Error(`Expected the shell's ${shell.size} UI tables in each language among the chunks`);
        // Before the entry's own tags: after a stylesheet, an inline script would wait for it to load.
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error('index.html has no module script to preload the shell tables beside');
        return `${html.slice(0, entry)}<script>${preloadScript(files)}</script>\n    ${html.slice(entry)}`;
      },
    },
  };
}
