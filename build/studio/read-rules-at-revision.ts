/**
 * GET rules?at=REV: the text of every rule file at a git revision (`git show`,
 * as `npm run content -- diff` reads its current side), so the studio's page
 * can score the committed rules against the edited ones. The revision is
 * passed to git as one argument, never through a shell; one that could read as
 * an option is refused.
 */
import { ruleTextsAtRevision } from '../../src/cli/diff/rule-texts-at-revision.ts';
import type { RulesAtReply } from '../../src/studio/studio-api-types.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';

const REVISION = /^[\w][\w./~^-]{0,199}$/;

export function readRulesAtRevision(root: string, revision: unknown): StudioReply {
  if (typeof revision !== 'string' || !REVISION.test(revision)) {
    return errorReply('bad-request', `not a git revision: ${String(revision)}`);
  }
  try {
    const body: RulesAtReply = { at: revision, files: ruleTextsAtRevision(root, revision) };
    return { status: 200, body };
  } catch (error) {
    const detail = (error as { stderr?: unknown }).stderr;
    const message = typeof detail === 'string' && detail.trim() !== '' ? detail.trim() : (error as Error).message;
    return errorReply('not-found', `the scoring rules at ${revision}: ${message}`);
  }
}
