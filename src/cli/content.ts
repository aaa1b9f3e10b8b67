/**
 * `npm run content -- <command> [...args]`: the content editors' command line.
 * One file per command under ./commands; this file only dispatches.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CommandContext {
  /** Repository root (where questionnaires/ and scoring-rules/ live). */
  root: string;
  args: string[];
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** Each command resolves to its exit code. */
export type Command = (ctx: CommandContext) => Promise<number>;

const commands: Record<string, () => Promise<{ default: Command }>> = {
  check: () => import('./commands/check'),
  score: () => import('./commands/score'),
  evaluate: () => import('./commands/evaluate'),
};

const USAGE = `usage: npm run content -- <command>
  check                          validate every bank, the glossary and the scoring rules
  score risk-tolerance FILE      score one answers object (or an array of them)
  evaluate FILE                  evaluate one {name, answers} object (or an array of them)`;

export async function run(argv: string[], root: string): Promise<number> {
  const [name, ...args] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`${USAGE}\n`);
    return name ? 1 : 0;
  }
  const { default: command } = await load();
  return command({
    root,
    args,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  run(process.argv.slice(2), root).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
