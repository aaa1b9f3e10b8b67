/**
 * Vite plugin (Node, build and dev time) that discovers the question banks:
 *   virtual:question-banks            → { banks, glossary, released }  (only banks that pass the checks;
 *                                       released: older released versions, questionnaires/<folder>/versions/)
 *   virtual:question-bank-validators  → { validators }       (precompiled, see validator-code.ts)
 * Both read questionnaires/<folder>/bank.json through loadContentFromDisk, so a
 * new folder is a new bank with no code change. `?root=<dir>` reads another
 * content root (tests use tests/fixtures/banks). In dev, editing any content
 * file reloads the page with the new bank; a production build fails on broken
 * content instead of shipping it.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_DIR, loadContentFromDisk } from '../../../content/load-from-disk.ts';
import { formatProblem } from '../../../content/problem.ts';
import { releasedBanks } from '../../../content/version-lock.ts';
import { validatorModuleCode } from './validator-code.ts';

const BANKS_ID = 'virtual:question-banks';
const VALIDATORS_ID = 'virtual:question-bank-validators';
const PREFIX = '\0';

function parseId(id: string): { kind: 'banks' | 'validators'; root: string } | undefined {
  const [base, query = ''] = id.split('?');
  const kind = base === BANKS_ID ? 'banks' : base === VALIDATORS_ID ? 'validators' : undefined;
  if (!kind) return undefined;
  return { kind, root: new URLSearchParams(query).get('root') ?? '.' };
}

export function questionBanksPlugin(): Plugin {
  let projectRoot = process.cwd();
  let failOnProblems = false;
  const loaded = new Set<string>();

  function invalidate(server: ViteDevServer): void {
    for (const id of loaded) {
      const module = server.moduleGraph.getModuleById(id);
      if (module) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
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
      if (parsed.kind === 'banks') {
        const released = releasedBanks(root, banks);
        return `export const banks = ${JSON.stringify(banks)};\nexport const glossary = ${JSON.stringify(glossary)};\nexport const released = ${JSON.stringify(released)};\n`;
      }
      return validatorModuleCode(banks);
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
      // The watcher above reloads the page; no partial update for content files.
      return isContentFile(file) ? [] : undefined;
    },
  };
}
