/**
 * Vite plugin (Node, build and dev time) that discovers the question banks:
 *   virtual:question-banks            → { content, banks, glossary, released, languages }: the structure
 *                                       without words (only banks that pass the checks; released: older
 *                                       released versions, questionnaires/<folder>/versions/)
 *   virtual:question-banks/<lang>     → default: that language's texts, in the order fillLanguage puts
 *                                       them back into `content` (see src/content/split-languages.ts), so a reader
 *                                       downloads the words of their own language only
 *   virtual:question-bank-validators  → { validators }       (precompiled, see validator-code.ts)
 * All read questionnaires/<folder>/bank.json through loadContentFromDisk, so a
 * new folder is a new bank with no code change. `?root=<dir>` reads another
 * content root (tests use tests/fixtures/banks). In dev, editing any content
 * file reloads the page with the new bank; a production build fails on broken
 * content instead of shipping it.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_DIR, loadContentFromDisk } from '../src/content/load-from-disk.ts';
import { formatProblem } from '../src/content/problem.ts';
import { splitLanguages } from '../src/content/split-languages.ts';
import { LANGS, type Lang } from '../src/content/types.ts';
import { releasedBanks } from '../src/content/version-lock.ts';
import { validatorModuleCode } from './validator-code.ts';

const BANKS_ID = 'virtual:question-banks';
const VALIDATORS_ID = 'virtual:question-bank-validators';
const PREFIX = '\0';

type ModuleKind = 'banks' | 'validators' | Lang;

function kindOf(base: string | undefined): ModuleKind | undefined {
  if (base === BANKS_ID) return 'banks';
  if (base === VALIDATORS_ID) return 'validators';
  return LANGS.find((lang) => base === `${BANKS_ID}/${lang}`);
}

function parseId(id: string): { kind: ModuleKind; root: string } | undefined {
  const [base, query = ''] = id.split('?');
  const kind = kindOf(base);
  if (!kind) return undefined;
  return { kind, root: new URLSearchParams(query).get('root') ?? '.' };
}

export interface QuestionBanksOptions {
  /**
   * Reload the page when a content file changes (default). The content studio
   * turns it off: it writes those files itself, and a reload would drop what
   * the editor has open; its preview reads the edited text, not these modules.
   */
  reloadOnChange?: boolean;
}

export function questionBanksPlugin({ reloadOnChange = true }: QuestionBanksOptions = {}): Plugin {
  let projectRoot = process.cwd();
  let failOnProblems = false;
  const loaded = new Set<string>();

  function invalidate(server: ViteDevServer): void {
    for (const id of loaded) {
      const module = server.moduleGraph.getModuleById(id);
      if (module) server.moduleGraph.invalidateModule(module);
    }
    if (reloadOnChange) server.ws.send({ type: 'full-reload' });
  }

  function isContentFile(file: string): boolean {
    const relative = path.relative(projectRoot, file).split(path.sep);
    return file.endsWith('.json') && relative.includes(CONTENT_DIR) && !relative.includes('..');
  }

  return {
    name: 'question-banks',
    configResolved(config) {
      projectRoot = config.root;
      failOnProblems = config.command === 'build';
    },
    resolveId(id) {
      return parseId(id) ? PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const parsed = parseId(id.slice(PREFIX.length));
      if (!parsed) return undefined;
      loaded.add(id);
      const root = path.resolve(projectRoot, parsed.root);
      const { banks, glossary, problems } = loadContentFromDisk(root);
      if (problems.length > 0) {
        const report = problems.map(formatProblem).join('\n');
        if (failOnProblems) this.error(`Question banks have problems (npm run content -- check):\n${report}`);
        this.warn(`Question banks have problems; broken banks are left out:\n${report}`);
      }
      if (parsed.kind === 'validators') return validatorModuleCode(banks);
      // Released versions go through the same split: an older answer opens in the reader's language too.
      const { structure, texts } = splitLanguages({ banks, glossary, released: releasedBanks(root, banks) }, LANGS);
      if (parsed.kind !== 'banks') return `export default ${JSON.stringify(texts[parsed.kind])};\n`;
      return [
        `export const content = ${JSON.stringify(structure)};`,
        'export const { banks, glossary, released } = content;',
        `export const languages = ${JSON.stringify(LANGS)};`,
        '',
      ].join('\n');
    },
    configureServer(server) {
      const onContentChange = (file: string) => {
        if (isContentFile(file)) invalidate(server);
      };
      server.watcher.on('add', onContentChange);
      server.watcher.on('change', onContentChange);
      server.watcher.on('unlink', onContentChange);
    },
    handleHotUpdate({ file }) {
      // The watcher above reloads the page (where asked to); no partial update for content files.
      return isContentFile(file) ? [] : undefined;
    },
  };
}
