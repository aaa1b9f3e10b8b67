/**
 * The dispatcher of `npm run content`: it offers every command file and takes
 * each command's usage from the command itself. The expected texts are read
 * from the command files, so a command edited or added needs no edit here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Command } from './command';
import translations from './commands/translations';
import { commandFiles, run, usageText } from './content';

const commandsDir = path.join(import.meta.dirname, 'commands');
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every command file, read from the folder itself rather than from what the dispatcher finds. */
async function commandsOnDisk(): Promise<{ file: string; command: Command }[]> {
  const files = fs.readdirSync(commandsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return Promise.all(
    files.map(async (file) => {
      const { default: command } = (await import(path.join(commandsDir, file))) as { default: Command };
      return { file, command };
    }),
  );
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What `run` wrote to standard error and the exit code it resolved to. */
async function runCaptured(argv: string[]): Promise<{ code: number; stderr: string }> {
  const written: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  const code = await run(argv, repoRoot);
  return { code, stderr: written.join('') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('npm run content', () => {
  it('finds every command file in commands/, each named after its file', async () => {
    const onDisk = await commandsOnDisk();
    expect(onDisk.length).toBeGreaterThan(0);
    expect([...commandFiles().keys()].sort()).toEqual(onDisk.map(({ file }) => file.replace(/\.ts$/, '')).sort());
    for (const { file, command } of onDisk) expect(command.name, file).toBe(file.replace(/\.ts$/, ''));
  });

  it('lists every command with its own usage line and summary when no command is given', async () => {
    const { code, stderr } = await runCaptured([]);
    expect(code).toBe(0);
    expect(stderr).toBe(`${await usageText()}\n`);
    const lines = stderr.split('\n');
    for (const { command } of await commandsOnDisk()) {
      const { name, synopsis, summary, usage } = command;
      expect(summary.trim(), name).not.toBe('');
      // The list shows the same call the command prints when its arguments are wrong.
      const call = usage.replace('usage: npm run content -- ', '');
      expect(call).toBe(synopsis ? `${name} ${synopsis}` : name);
      const at = lines.findIndex((line) => line.trimStart().startsWith(`${call} `) || line.trim() === call);
      expect(at, `${name} is listed`).toBeGreaterThan(0);
      // The summary follows the call, wrapped over as many lines as it needs.
      const entry = lines.slice(at).join('\n');
      expect(collapse(entry).startsWith(collapse(`${call} ${summary}`)), name).toBe(true);
    }
  });

  it('prints the list and exits 1 for an unknown command', async () => {
    const { code, stderr } = await runCaptured(['no-such-command']);
    expect(code).toBe(1);
    expect(stderr).toBe(`${await usageText()}\n`);
  });

  it('runs the command asked for, which prints its own usage line on wrong arguments', async () => {
    const { code, stderr } = await runCaptured(['translations', '--frobnicate']);
    expect(code).toBe(1);
    expect(stderr).toBe(`${translations.usage}\n`);
  });
});
