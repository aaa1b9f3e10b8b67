/** Which of the studio's API calls a request is, and its reply: the plugin's logic without HTTP, so tests call it directly. */
import type { BumpRequest, CheckRequest, FileListReply, WriteRequest } from '../../src/studio/studio-api-types.ts';
import { checkContentEdit } from './check-content-edit.ts';
import { listContentChanges } from './list-content-changes.ts';
import { listContentFiles } from './list-content-files.ts';
import { readContentFile } from './read-content-file.ts';
import { readImpactData } from './read-impact-data.ts';
import { readRulesAtRevision } from './read-rules-at-revision.ts';
import { readScoringRules } from './read-scoring-rules.ts';
import { releaseStudioContent } from './release-studio-content.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';
import { suggestBankBump } from './suggest-bank-bump.ts';
import { writeContentFile } from './write-content-file.ts';

/** `route` is what follows /__studio/api/, its query included; `body` the parsed JSON body of a POST. */
export function routeStudioRequest(root: string, method: string, route: string, body: unknown): StudioReply {
  const url = new URL(route, 'http://studio.invalid/');
  const fields = (body ?? {}) as Partial<WriteRequest & CheckRequest & BumpRequest>;
  const call = `${method} ${url.pathname}`;
  if (call === 'GET /files') {
    const reply: FileListReply = { files: listContentFiles(root) };
    return { status: 200, body: reply };
  }
  if (call === 'GET /file') return readContentFile(root, url.searchParams.get('path'));
  // With `at`, the rule files of a git revision (the impact's current side); without, those on disk, checked (the preview's).
  if (call === 'GET /rules') {
    const at = url.searchParams.get('at');
    return at === null ? readScoringRules(root) : readRulesAtRevision(root, at);
  }
  if (call === 'POST /check') {
    const checked = checkContentEdit(root, fields.path, fields.text);
    return checked.ok ? { status: 200, body: checked.reply } : checked.reply;
  }
  if (call === 'GET /impact-data') return readImpactData(root);
  if (call === 'POST /write') return writeContentFile(root, fields.path, fields.text, fields.draft);
  if (call === 'GET /changes') return { status: 200, body: listContentChanges(root) };
  if (call === 'POST /bump') return suggestBankBump(root, fields.path, fields.text);
  if (call === 'POST /release') return releaseStudioContent(root);
  return errorReply('bad-request', `no such call: ${call}`);
}
