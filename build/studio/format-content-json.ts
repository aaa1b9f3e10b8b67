/**
 * The text the studio writes for an edited JSON file: the layout `biome ci`
 * already holds every content file to (2-space indent, 120 columns, an object
 * kept on one line or spread over several as its author left it, a final
 * newline), so a save changes only the lines the edit changed. Biome does the
 * layout because it is what checks it: a second formatter would drift from it.
 * Keys keep the order they are given in, but `$schema` goes before every key
 * that does not start with `$` (an editor reads which schema applies first).
 * Throws on text that is not JSON, so invalid JSON is never written.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Biome's native binary for this machine. `node_modules/.bin/biome` is a Node
 * script that finds and spawns the same binary, which costs a Node start-up
 * (several times the format itself) on every save; it stays the fallback for a
 * platform whose package is named otherwise.
 */
const BIOME = (() => {
  const require = createRequire(path.join(REPO, 'package.json'));
  for (const variant of ['', '-musl']) {
    try {
      return require.resolve(`@biomejs/cli-${process.platform}-${process.arch}${variant}/biome`);
    } catch {
      // not installed for this platform: try the next name
    }
  }
  return path.join(REPO, 'node_modules/.bin/biome');
})();

/** The keys of `data` with `$schema` moved before the first key not starting with `$`; undefined when already so. */
function schemaFirstOrder(data: unknown): string[] | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  const at = keys.indexOf('$schema');
  const firstPlain = keys.findIndex((key) => !key.startsWith('$'));
  if (at < 0 || firstPlain < 0 || at < firstPlain) return undefined;
  const rest = keys.filter((key) => key !== '$schema');
  rest.splice(firstPlain, 0, '$schema');
  return rest;
}

function biomeFormat(text: string): string {
  // The file name only tells Biome the language and which settings of biome.json apply.
  return execFileSync(BIOME, ['format', '--stdin-file-path=questionnaires/studio-edit.json'], {
    cwd: REPO,
    input: text,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export function formatContentJson(text: string): string {
  const data: unknown = JSON.parse(text);
  const order = schemaFirstOrder(data);
  // Reordering goes through the parsed value, so that file's layout is rebuilt from scratch (a rare save).
  const source = order
    ? JSON.stringify(Object.fromEntries(order.map((key) => [key, (data as Record<string, unknown>)[key]])), null, 2)
    : text;
  const formatted = biomeFormat(source);
  return formatted.endsWith('\n') ? formatted : `${formatted}\n`;
}
