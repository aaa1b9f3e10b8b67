/**
 * The files under questionnaires/ and scoring-rules/ that differ from git HEAD
 * (`git diff --name-status HEAD`, plus the new files git does not track yet,
 * such as a released version's copy), each with its line diff. A symlink is
 * listed but never followed, so nothing outside the folders is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileChange, HeadChanges } from '../../src/studio/studio-api-types.ts';
import { CONTENT_FOLDERS } from './content-folders.ts';
import { diffHunks } from './diff-hunks.ts';
import { gitIn } from './git-in.ts';
import { lineDiff } from './line-diff.ts';

const STATUS: Record<string, FileChange['status']> = { A: 'added', D: 'deleted' };

export function changesAgainstHead(root: string): HeadChanges {
  if (gitIn(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) === undefined) {
    return { available: false, reason: `${root} is not a git repository with a commit` };
  }
  const folders = ['--', ...CONTENT_FOLDERS];
  const tracked = gitIn(root, ['diff', '--name-status', '--no-renames', '--relative', '-z', 'HEAD', ...folders]);
  const untracked = gitIn(root, ['ls-files', '--others', '--exclude-standard', '-z', ...folders]);
  if (tracked === undefined || untracked === undefined) return { available: false, reason: 'git diff failed' };
  const fields = tracked.split('\0').filter(Boolean);
  const named: [string, FileChange['status']][] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    named.push([fields[index + 1] as string, STATUS[fields[index] as string] ?? 'modified']);
  }
  for (const file of untracked.split('\0').filter(Boolean)) named.push([file, 'added']);
  const onDisk = (file: string) => {
    const absolute = path.join(root, file);
    return fs.lstatSync(absolute, { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(absolute, 'utf8') : '';
  };
  const files = named
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, status]): FileChange => {
      const before = status === 'added' ? '' : (gitIn(root, ['show', `HEAD:./${file}`]) ?? '');
      const after = status === 'deleted' ? '' : onDisk(file);
      return { path: file, status, hunks: diffHunks(lineDiff(before, after)) };
    });
  return { available: true, files };
}
