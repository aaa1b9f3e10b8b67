/**
 * `npm run content -- release`: records each bank's current version as released
 * (questionnaires/versions.lock.json, and a copy in
 * questionnaires/<folder>/versions/<version>.json that stored answers open
 * with). Refuses, writing nothing, while any content problem remains or a
 * released version was changed in place. Commit what it writes. The release
 * itself is release-content.ts, which the content studio's Release runs too.
 */
import { formatProblem } from '../../content/problem';
import { LOCK_FILE } from '../../content/version-lock';
import { defineCommand } from '../command';
import { releaseContent } from '../release-content';

export default defineCommand({
  name: 'release',
  synopsis: '',
  summary: "record every bank's current version as released (lock + copy)",
  run: async ({ root, args, stdout, stderr, usage }) => {
    if (args.length > 0) {
      stderr(usage);
      return 1;
    }
    const release = releaseContent(root);
    if (release.status === 'problems') {
      for (const problem of release.problems) stderr(formatProblem(problem));
      stderr('Fix these first (npm run content -- check); nothing was released.');
      return 1;
    }
    if (release.status === 'refused') {
      for (const outcome of release.outcomes) {
        if (outcome.status === 'edited-in-place') {
          stderr(
            `${outcome.id} ${outcome.version}: already released with other content; raise "version" in ${outcome.file}`,
          );
        } else if (outcome.status === 'lower-than-released') {
          stderr(`${outcome.id} ${outcome.version}: lower than a released version; raise "version"`);
        }
      }
      stderr('Nothing was released.');
      return 1;
    }
    for (const { id, version, status } of release.outcomes) {
      stdout(status === 'released' ? `${id} ${version}: released` : `${id} ${version}: already released, unchanged`);
    }
    stdout(`Commit ${LOCK_FILE} and the new versions/ files.`);
    return 0;
  },
});
