/**
 * `npm run content -- release` and the studio's Release are one implementation:
 * both call releaseContent (src/cli/release-content.ts), watched here, with the
 * root they work on, and report what it returned.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { routeStudioRequest } from '../../build/studio/route-studio-request';
import release from '../../src/cli/commands/release';
import { releaseContent } from '../../src/cli/release-content';
import { contentCopy, runCommand } from '../../src/cli/testing/run-command';
import { repoRoot } from '../../src/scoring/testing/decision-answers';

vi.mock('../../src/cli/release-content', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/cli/release-content')>();
  return { releaseContent: vi.fn(original.releaseContent) };
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('release: one implementation', () => {
  it('the command and the studio both run releaseContent on their root', async () => {
    const [cli, studio] = [contentCopy(repoRoot, 'release-cli-'), contentCopy(repoRoot, 'release-studio-')];
    roots.push(cli, studio);
    const watched = vi.mocked(releaseContent);
    watched.mockClear();

    expect((await runCommand(release, cli)).code).toBe(0);
    expect(watched).toHaveBeenCalledTimes(1);
    expect(watched).toHaveBeenLastCalledWith(cli);

    const reply = routeStudioRequest(studio, 'POST', '/release', {});
    expect(watched).toHaveBeenCalledTimes(2);
    expect(watched).toHaveBeenLastCalledWith(studio);
    expect(reply.body).toMatchObject(watched.mock.results[1]?.value as object);
    expect(watched.mock.results[0]?.value).toEqual(watched.mock.results[1]?.value);
  });
});
