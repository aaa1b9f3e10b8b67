/**
 * `npm run content -- release`: records each bank's current version as released
 * (questionnaires/versions.lock.json, and a copy in
 * questionnaires/<folder>/versions/<version>.json that stored answers open
 * with). Refuses, writing nothing, while any content problem remains or a
 * released version was changed in place. Commit what it writes.
 */
import { loadContentFromDisk } from '../../content/load-from-disk';
import { formatProblem } from '../../content/problem';
import { LOCK_FILE, releaseVersions } from '../../content/version-lock';
import { defineCommand } from '../command';

export default defineCommand({
  name: 'release',
  synopsis: '',
  summary: "record every bank's current version as released (lock + copy)",
  run: async ({ root, args, stdout, stderr, usage }) => {
    if (args.length > 0) {
      stderr(usage);
      return 1;
    }
    const { banks, problems } = loadContentFromDisk(root);
    if (problems.length > 0) {
      for (const problem of problems) stderr(formatProblem(problem));
      stderr('Fix these first (npm run content -- check); nothing was released.');
      return 1;
    }
    const outcomes = releaseVersions(root, banks);
    const refused = outcomes.filter(({ status }) => status === 'edited-in-place' || status === 'lower-than-released');
    for (const outcome of refused) {
      stderr(
        outcome.status === 'edited-in-place'
          ? `${outcome.id} ${outcome.version}: already released with other content; raise "version" in ${'file' in outcome ? outcome.file : ''}`
          : `${outcome.id} ${outcome.version}: lower than a released version; raise "version"`,
      );
    }
    if (refused.length > 0) {
      stderr('Nothing was released.');
      return 1;
    }
    for (const { id, version, status } of outcomes) {
      stdout(status === 'released' ? `${id} ${version}: released` : `${id} ${version}: already released, unchanged`);
    }
    stdout(`Commit ${LOCK_FILE} and the new versions/ files.`);
    return 0;
  },
});
