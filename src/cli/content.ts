/**
 * `npm run content -- <command> [...args]`: the content editors' command line.
 * Every file under ./commands but its tests is one command, named after its
 * file and holding its name, usage and run (`defineCommand`, ./command.ts).
 * This file only finds, lists and runs them, so a command is added by adding
 * its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from './command';

const COMMANDS_DIR = new URL('./commands/', import.meta.url);

/**
 * The command files by the name they are run with. Only the one asked for is
 * imported, so `check` does not wait for what `diff` or `calibration` load.
 */
export function commandFiles(): Map<string, URL> {
  const files = fs.readdirSync(COMMANDS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return new Map(files.map((file) => [file.slice(0, -'.ts'.length), new URL(file, COMMANDS_DIR)]));
}

async function loadCommand(name: string, file: URL): Promise<Command> {
  const { default: command } = (await import(file.href)) as { default: Command };
  // The file name finds the command and its own name is what the list shows; if they differed, the list would offer a name that runs nothing.
  if (command?.name !== name) throw new Error(`${fileURLToPath(file)}: its command should be named "${name}"`);
  return command;
}

/** Where a command's summary starts, after its name and synopsis; longer synopses put it on the next line. */
const SUMMARY_COLUMN = 33;
const WIDTH = 100;

/** The summary's words, wrapped into lines that start at SUMMARY_COLUMN. */
function wrap(summary: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of summary.split(/\s+/)) {
    if (line && SUMMARY_COLUMN + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The list printed when no command (or an unknown one) is given: every command's own name, synopsis and summary. */
export async function usageText(): Promise<string> {
  const commands = await Promise.all([...commandFiles()].map(([name, file]) => loadCommand(name, file)));
  const lines = ['usage: npm run content -- <command>'];
  for (const { name, synopsis, summary } of commands) {
    const call = `  ${synopsis ? `${name} ${synopsis}` : name}`;
    const [first = '', ...rest] = wrap(summary);
    const indent = ' '.repeat(SUMMARY_COLUMN);
    if (call.length < SUMMARY_COLUMN - 1) lines.push(`${call.padEnd(SUMMARY_COLUMN)}${first}`);
    else lines.push(call, `${indent}${first}`);
    lines.push(...rest.map((line) => `${indent}${line}`));
  }
  return lines.join('\n');
}

export async function run(argv: string[], root: string): Promise<number> {
  const [name, ...args] = argv;
  const file = name ? commandFiles().get(name) : undefined;
  if (!name || !file) {
    process.stderr.write(`${await usageText()}\n`);
    return name ? 1 : 0;
  }
  const command = await loadCommand(name, file);
  return command.run({
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
