/**
 * POST bump {path, text}: where an edited bank stands against its last released
 * version (bankVersionStatus), before it is saved, so the page can offer the
 * version that makes "changed in place" go away. Not a bank: an empty reply.
 */
import type { BumpReply } from '../../src/studio/studio-api-types.ts';
import { bankVersionStatus } from './bank-version-status.ts';
import { resolveContentPath } from './resolve-content-path.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';

export function suggestBankBump(root: string, requested: unknown, text: unknown): StudioReply {
  const resolved = resolveContentPath(root, requested);
  if (!resolved.ok) return errorReply('refused-path', resolved.reason);
  if (typeof text !== 'string') return errorReply('bad-request', 'no text given');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return errorReply('invalid-json', (error as Error).message);
  }
  const isBank = /^questionnaires\/[^/]+\/bank\.json$/.test(resolved.file);
  const body: BumpReply = { bank: isBank ? bankVersionStatus(root, resolved.file, data) : undefined };
  return { status: 200, body };
}
