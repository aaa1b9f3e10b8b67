/** Runs a content command in-process and captures what it prints, for command tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from '../command';

export async function runCommand(command: Command, root: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run({ root, args, stdout: (line) => out.push(line), stderr: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** Writes `data` as JSON into `dir` and returns the file's path. */
export function writeJson(dir: string, name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

/** A throw-away copy of the repository's content and rules (banks, glossary, lock, scoring-rules/) to edit or break. */
export function contentCopy(repoRoot: string, prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const dir of ['questionnaires', 'scoring-rules']) {
    fs.cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
  }
  return root;
}
