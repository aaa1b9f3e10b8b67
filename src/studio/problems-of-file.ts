/**
 * The problems that keep a file from passing the tests: those in the file
 * itself and those its edit brought in elsewhere (a rule naming a removed
 * option). A problem another file already had is that file's, not this one's.
 */
import { formatProblem, type Problem } from '../content/problem';

export function problemsOfFile(file: string, problems: readonly Problem[], introduced: readonly Problem[]): Problem[] {
  const isNew = new Set(introduced.map(formatProblem));
  return problems.filter((problem) => problem.file === file || isNew.has(formatProblem(problem)));
}
