/** GET file?path=…: one content file's text, as it is on disk. */
import fs from 'node:fs';
import type { FileReply } from '../../src/studio/studio-api-types.ts';
import { resolveContentPath } from './resolve-content-path.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';

export function readContentFile(root: string, requested: unknown): StudioReply {
  const resolved = resolveContentPath(root, requested);
  if (!resolved.ok) return errorReply('refused-path', resolved.reason);
  if (!fs.existsSync(resolved.absolute)) return errorReply('not-found', `${resolved.file} does not exist`);
  const body: FileReply = { path: resolved.file, text: fs.readFileSync(resolved.absolute, 'utf8') };
  return { status: 200, body };
}
