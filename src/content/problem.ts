/** One problem found by `npm run content -- check`: printed as `file  path  message`. */
export interface Problem {
  /** Path relative to the repository root, e.g. "questionnaires/risk-tolerance/bank.json". */
  file: string;
  /** JSON path inside the file, e.g. "$.sections[0].questions[2].options[1].label.zh". */
  path: string;
  /** Plain-language message for a content editor. */
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}  ${problem.path}  ${problem.message}`;
}
