/**
 * The shared run of `content -- score` and `content -- evaluate`: read rules
 * (optionally from `--rules DIR`, an editor's draft), read FILE (one input object
 * or an array of them), score each, print JSON; on any bad input print why on
 * stderr and exit 1. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../content/problem';
import { EvaluationInputError } from '../scoring/evaluation-input';
import { loadRulesFromDisk, type RulesOnDisk } from '../scoring/rules-from-disk';
import type { CommandContext } from './command';

export interface ScoreFileOptions {
  usage: string;
  /** Scores one input; throws with a readable message when the input is bad. */
  scoreOne: (item: unknown, rules: RulesOnDisk) => unknown;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** FILE and `--rules DIR` from the arguments; paths are relative to where npm was started. */
function parseArgs(args: string[]): { file?: string; rulesDir?: string } {
  const base = process.env.INIT_CWD ?? process.cwd();
  const positional = [...args];
  const rulesAt = positional.indexOf('--rules');
  const [, rulesDir] = rulesAt >= 0 ? positional.splice(rulesAt, 2) : [];
  const [file] = positional;
  return {
    file: file === undefined ? undefined : path.resolve(base, file),
    rulesDir: rulesDir === undefined ? undefined : path.resolve(base, rulesDir),
  };
}

function describeError(error: unknown): string {
  if (error instanceof EvaluationInputError && error.problem.invalidIds.length > 0) {
    return `${error.message}: ${error.problem.invalidIds.join(', ')}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function scoreFile(
  { root, args, stdout, stderr }: CommandContext,
  { usage, scoreOne }: ScoreFileOptions,
): Promise<number> {
  const { file, rulesDir } = parseArgs(args);
  if (!file) {
    stderr(usage);
    return 1;
  }
  const loaded = loadRulesFromDisk(root, rulesDir);
  if (!loaded.ok) {
    for (const problem of loaded.problems) stderr(formatProblem(problem));
    stderr('The scoring rules have problems; fix them first (npm run content -- check).');
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    stderr(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const items = Array.isArray(input) ? input : [input];
  const results: unknown[] = [];
  const errors: string[] = [];
  items.forEach((item, index) => {
    try {
      results.push(scoreOne(item, loaded.rules));
    } catch (error) {
      errors.push(`${Array.isArray(input) ? `item ${index + 1}: ` : ''}${describeError(error)}`);
    }
  });
  if (errors.length > 0) {
    for (const line of errors) stderr(line);
    return 1;
  }
  stdout(JSON.stringify(Array.isArray(input) ? results : results[0], null, 2));
  return 0;
}
