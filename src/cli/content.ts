/**
 * `npm run content -- <command> [...args]`: the content editors' command line.
 * One file per command under ./commands; this file only dispatches.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from './command';

const commands: Record<string, () => Promise<{ default: Command }>> = {
  check: () => import('./commands/check'),
  score: () => import('./commands/score'),
  evaluate: () => import('./commands/evaluate'),
  diff: () => import('./commands/diff'),
  calibration: () => import('./commands/calibration'),
  translations: () => import('./commands/translations'),
  'new-bank': () => import('./commands/new-bank'),
  release: () => import('./commands/release'),
};

const USAGE = `usage: npm run content -- <command>
  check                          validate every bank, the glossary and the scoring rules
  score risk-tolerance FILE      score one answers object (or an array of them)
  evaluate FILE [--profile TYPE[:SCORE]]
                                 evaluate one {name, answers} object (or an array of them),
                                 optionally for an investor with that risk profile
  diff [--rules DIR] [--base DIR|REV] [--count N] [--seed N] [--json] [--fail-on-change]
                                 how edited scoring rules move the scores, ratings and risk
                                 types of the fixtures and of seeded random records
  calibration FILE [--rules DIR] [--lang en|zh] [--json]
                                 the forecasts' calibration in an exported file (My data →
                                 Export): Brier score, ranges, excess return, bins, sentences
  translations [--json]          texts whose two languages disagree (placeholders, glossary
                                 marks, one empty or far shorter)
  new-bank NAME --kind KIND      a new questionnaires/NAME/bank.json that check accepts
  release                        record every bank's current version as released (lock + copy)`;

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

/**
 * Ends the process once standard output and error have drained. `process.exit`
 * right after a write drops whatever a pipe has not yet taken (a reader like
 * `| head` or `| jq` gets only the first 64 KB), so the exit code is set and
 * the process ends on its own when its streams are flushed.
 */
export function exitAfterFlush(code: number): void {
  process.exitCode = code;
  let pending = 2;
  const done = () => {
    pending -= 1;
    if (pending === 0) process.exit(code);
  };
  // An empty write calls back only after everything written before it has been handed to the pipe.
  process.stdout.write('', done);
  process.stderr.write('', done);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // A reader that closes the pipe early (`| head -1`) is not a failure of the command.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  run(process.argv.slice(2), root).then(exitAfterFlush, (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    exitAfterFlush(1);
  });
}
