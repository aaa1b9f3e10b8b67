/**
 * POST check {path, text}: the problems the content check finds with the edit
 * in place, and which of them the edit brought in. Invalid JSON is answered
 * before any check, with the parser's message.
 */
import fs from 'node:fs';
import { checkContent } from '../../src/cli/check-content.ts';
import type { CheckReply } from '../../src/studio/studio-api-types.ts';
import { checkWithEdit } from './check-with-edit.ts';
import { newProblems } from './new-problems.ts';
import { resolveContentPath } from './resolve-content-path.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';

export type EditCheck =
  | { ok: true; file: string; absolute: string; reply: CheckReply }
  | { ok: false; reply: StudioReply };

export function checkContentEdit(root: string, requested: unknown, text: unknown): EditCheck {
  const resolved = resolveContentPath(root, requested);
  if (!resolved.ok) return { ok: false, reply: errorReply('refused-path', resolved.reason) };
  if (typeof text !== 'string') return { ok: false, reply: errorReply('bad-request', 'no text given') };
  try {
    JSON.parse(text);
  } catch (error) {
    return { ok: false, reply: errorReply('invalid-json', (error as Error).message) };
  }
  const problems = checkWithEdit(root, resolved.file, text);
  const before = fs.existsSync(resolved.absolute) ? checkContent(root).problems : [];
  return {
    ok: true,
    file: resolved.file,
    absolute: resolved.absolute,
    reply: { problems, introduced: newProblems(before, problems) },
  };
}
