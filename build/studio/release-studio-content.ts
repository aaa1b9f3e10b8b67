/**
 * POST release: exactly what `npm run content -- release` does
 * (releaseContent, the one implementation both call) on the studio's root,
 * with what it released or why nothing was, and the git commands that would
 * commit the released banks with what the release wrote.
 */
import { releaseContent } from '../../src/cli/release-content.ts';
import type { ReleaseReply } from '../../src/studio/studio-api-types.ts';
import { commitCommand } from './commit-command.ts';
import type { StudioReply } from './studio-reply.ts';

export function releaseStudioContent(root: string): StudioReply {
  const release = releaseContent(root);
  if (release.status !== 'released') {
    const body: ReleaseReply = release;
    return { status: 409, body };
  }
  const released = release.outcomes.flatMap((outcome) => (outcome.status === 'released' ? [outcome] : []));
  const files = [...new Set([...released.map(({ file }) => file), ...release.written])];
  const message = `Release ${released.map(({ id, version }) => `${id} ${version}`).join(', ')}`;
  const body: ReleaseReply = {
    ...release,
    commit: released.length > 0 ? commitCommand(files, message) : undefined,
  };
  return { status: 200, body };
}
