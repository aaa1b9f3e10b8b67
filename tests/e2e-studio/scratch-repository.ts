/**
 * A scratch copy of the repository for the studio's end-to-end tests: every
 * file git would commit (tracked, and new ones not ignored, so a change not
 * committed yet is tested too) copied into a temporary folder, made a git
 * repository of one commit (so HEAD exists, as the studio's impact compares
 * against it), with the real node_modules linked in. The studio may write
 * there freely; the checkout is never touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export function scratchRepository(repo: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));
  const files = git(repo, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0');
  for (const file of files) {
    const from = path.join(repo, file);
    // A tracked file deleted in the checkout is not part of what is tested.
    if (file === '' || !fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(from, path.join(root, file));
  }
  git(root, 'init', '--quiet');
  git(root, 'add', '-A');
  git(
    root,
    '-c',
    'user.name=Studio test',
    '-c',
    'user.email=studio@example.invalid',
    'commit',
    '--quiet',
    '-m',
    'scratch',
  );
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
