/**
 * `npm run content -- check`: validates every bank, the glossary and the scoring
 * rules, and that no released bank version was changed in place
 * (questionnaires/versions.lock.json). One line per problem (file, JSON path, message) and exit code 1 when
 * anything is wrong, so it can gate the test command.
 */
import { formatProblem } from '../../content/problem';
import { checkContent } from '../check-content';
import { defineCommand } from '../command';

export default defineCommand({
  name: 'check',
  synopsis: '',
  summary: 'validate every bank, the glossary and the scoring rules',
  run: async ({ root, stdout, stderr }) => {
    const { banks, glossary, problems } = checkContent(root);
    for (const problem of problems) stderr(formatProblem(problem));
    if (problems.length > 0) {
      stderr(`${problems.length} problem(s) found.`);
      return 1;
    }
    stdout(`Content OK: ${banks.length} bank(s), ${glossary.terms.length} glossary term(s), scoring rules valid.`);
    return 0;
  },
});
