/**
 * Where global-setup.ts started the studio (its URL, and the scratch copy it
 * serves), and how a test leaves the copy as committed for the next one.
 */
import { execFileSync } from 'node:child_process';

export function scratch(): { url: string; root: string } {
  const url = process.env.STUDIO_E2E_URL;
  const root = process.env.STUDIO_E2E_ROOT;
  if (!url || !root) throw new Error('the studio was not started (tests/e2e-studio/global-setup.ts)');
  return { url, root };
}

export const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' });

/** The content folders as committed: what a test wrote there (edits, releases) is undone. */
export function restoreScratch(): void {
  const { root } = scratch();
  git(root, 'checkout', '--quiet', '--', 'questionnaires', 'scoring-rules');
  git(root, 'clean', '--quiet', '-fd', '--', 'questionnaires', 'scoring-rules');
}
