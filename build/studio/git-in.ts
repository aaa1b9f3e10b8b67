/**
 * Runs git in the content root and returns what it printed, or undefined when
 * git fails (no git, not a repository, no commit yet). Read-only commands only:
 * the studio shows git's view of the files and never changes the repository.
 */
import { execFileSync } from 'node:child_process';

export function gitIn(root: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}
