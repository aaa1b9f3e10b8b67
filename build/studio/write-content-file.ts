/**
 * POST write {path, text, draft}: saves the edit, formatted as the repository
 * keeps its JSON. An edit that brings in problems is refused (409, with them)
 * unless it is a draft; a draft is saved and its reply lists the problems, so
 * the page can say the file will not pass the tests. Invalid JSON is never saved.
 */
import fs from 'node:fs';
import type { WriteReply } from '../../src/studio/studio-api-types.ts';
import { checkContentEdit } from './check-content-edit.ts';
import { formatContentJson } from './format-content-json.ts';
import type { StudioReply } from './studio-reply.ts';

export function writeContentFile(root: string, requested: unknown, text: unknown, draft: unknown): StudioReply {
  const checked = checkContentEdit(root, requested, text);
  if (!checked.ok) return checked.reply;
  if (checked.reply.introduced.length > 0 && draft !== true) {
    const body: WriteReply = { saved: false, ...checked.reply };
    return { status: 409, body };
  }
  const formatted = formatContentJson(text as string);
  fs.writeFileSync(checked.absolute, formatted);
  const body: WriteReply = { saved: true, text: formatted, ...checked.reply };
  return { status: 200, body };
}
