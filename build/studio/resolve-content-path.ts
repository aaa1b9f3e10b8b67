/**
 * Where a path the studio's page asks for lands on disk, or why it is refused.
 * The page is a browser tab and its requests are untrusted input: only a .json
 * file inside questionnaires/ or scoring-rules/ may be read or written, and a
 * symlink (the file or any folder above it) must not lead out of those folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FOLDERS } from './content-folders.ts';

export type ResolvedPath = { ok: true; file: string; absolute: string } | { ok: false; reason: string };

/** The nearest part of `absolute` that exists, resolved through its symlinks; the rest appended as written. */
function realPathOfNearest(absolute: string): string {
  const rest: string[] = [];
  let current = absolute;
  while (!fs.existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    rest.unshift(path.basename(current));
    current = parent;
  }
  return path.join(fs.realpathSync(current), ...rest);
}

const inside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

export function resolveContentPath(root: string, requested: unknown): ResolvedPath {
  if (typeof requested !== 'string' || requested === '') return { ok: false, reason: 'no path given' };
  if (requested.includes('\0')) return { ok: false, reason: 'the path holds a NUL character' };
  const slashed = requested.replaceAll('\\', '/');
  if (slashed.startsWith('/') || path.isAbsolute(requested) || /^[A-Za-z]:/.test(slashed)) {
    return { ok: false, reason: 'absolute paths are refused' };
  }
  if (slashed.split('/').includes('..')) return { ok: false, reason: '".." is refused in a path' };
  const file = path.posix.normalize(slashed);
  const folder = CONTENT_FOLDERS.find((name) => file.startsWith(`${name}/`));
  if (!folder) return { ok: false, reason: `only files under ${CONTENT_FOLDERS.join(' or ')} are served` };
  if (!file.endsWith('.json')) return { ok: false, reason: 'only .json files are served' };
  const absolute = path.join(root, file);
  const realFolder = realPathOfNearest(path.join(root, folder));
  if (!inside(realFolder, realPathOfNearest(absolute))) {
    return { ok: false, reason: 'the path leads outside the content folders (a symlink?)' };
  }
  return { ok: true, file, absolute };
}
