import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitCommand } from './commit-command.ts';

/** What a POSIX shell passes to `git add` and `git commit` for the command, with git stood in for by printf. */
function argumentsOf(command: string): string[] {
  const script = `git() { printf '%s\\0' "$@"; }; ${command}`;
  return execFileSync('sh', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

describe('commitCommand', () => {
  it('adds the files and commits with the message', () => {
    expect(
      commitCommand(
        ['questionnaires/versions.lock.json', 'questionnaires/risk-tolerance/versions/1.0.1.json'],
        'Release risk-tolerance 1.0.1',
      ),
    ).toBe(
      "git add -- questionnaires/versions.lock.json questionnaires/risk-tolerance/versions/1.0.1.json && git commit -m 'Release risk-tolerance 1.0.1'",
    );
  });

  it('passes every file and the message to git exactly as given, whatever characters they hold', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('\0')),
          { minLength: 1, maxLength: 3 },
        ),
        fc.string({ maxLength: 20 }).filter((s) => !s.includes('\0')),
        (files, message) => {
          expect(argumentsOf(commitCommand(files, message))).toEqual(['add', '--', ...files, 'commit', '-m', message]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
