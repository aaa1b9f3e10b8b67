/**
 * `npm run content -- diff [--rules DIR] [--base DIR|REV] [--count N] [--seed N] [--json] [--fail-on-change]`:
 * what an edit of the scoring rules does to answers already given. The current
 * rules (`--base`: a folder, or a git revision whose scoring-rules/ is read;
 * scoring-rules/ when `--rules` is given, else the committed ones, HEAD) and
 * the edited ones (`--rules DIR`, else scoring-rules/ as it is on disk) score
 * the fixture decisions and assessments and a seeded random set (`--count`,
 * 1000 of each; `--seed`, 1), and every record whose score, rating or risk
 * type moves is printed with the rules that moved it, then a summary.
 *
 * Exit status: 0 when both rule sets ran (changes or not), 1 for a usage error
 * or rules that fail the content check, 2 with `--fail-on-change` when any
 * rating or risk type changed (or a record scores on one side only), for CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../content/problem';
import { RULES_DIR } from '../../scoring/check-scoring-rules';
import { DIFF_DEFAULTS, diffOverRecords } from '../../scoring/diff-over-records';
import { loadRulesFromDisk } from '../../scoring/rules-from-disk';
import type { RuleSet } from '../../scoring/score-diff';
import { type CommandContext, defineCommand } from '../command';
import { fixtureRecords } from '../diff/records';
import { formatDiff } from '../diff/report';
import { ruleTextsAtRevision } from '../diff/rule-texts-at-revision';

/** Exit status with `--fail-on-change` when a rating or risk type changed. */
export const CHANGED_EXIT = 2;

interface DiffOptions {
  rulesDir?: string;
  base?: string;
  count: number;
  seed: number;
  json: boolean;
  failOnChange: boolean;
}

function parseOptions(args: string[]): DiffOptions | string {
  const options: DiffOptions = { ...DIFF_DEFAULTS, json: false, failOnChange: false };
  const base = process.env.INIT_CWD ?? process.cwd();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = args[index + 1];
    if (arg === '--json') options.json = true;
    else if (arg === '--fail-on-change') options.failOnChange = true;
    else if (value === undefined) return `${arg}: unknown or missing its value`;
    else if (arg === '--rules') options.rulesDir = path.resolve(base, value);
    else if (arg === '--base') options.base = value;
    else if (arg === '--count' || arg === '--seed') {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0) return `${arg}: a whole number, not "${value}"`;
      options[arg === '--count' ? 'count' : 'seed'] = number;
    } else return `${arg}: unknown option`;
    if (arg !== '--json' && arg !== '--fail-on-change') index += 1;
  }
  return options;
}

/** The rule files of a git revision, written to a temporary folder the checks can read. */
function rulesAtRevision(root: string, revision: string): string {
  const texts = ruleTextsAtRevision(root, revision);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-diff-'));
  try {
    for (const [file, text] of Object.entries(texts)) fs.writeFileSync(path.join(dir, file), text);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** The current side: a folder, a git revision, or by default scoring-rules/ (with --rules) or HEAD (without). */
function currentSide(root: string, options: DiffOptions): { dir: string; label: string; temporary: boolean } {
  const base = options.base ?? (options.rulesDir ? undefined : 'HEAD');
  if (base === undefined) return { dir: path.join(root, RULES_DIR), label: `${RULES_DIR}/`, temporary: false };
  const asDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), base);
  if (fs.existsSync(asDir) && fs.statSync(asDir).isDirectory()) return { dir: asDir, label: base, temporary: false };
  try {
    return { dir: rulesAtRevision(root, base), label: `${RULES_DIR}/ at ${base}`, temporary: true };
  } catch {
    throw new Error(`--base ${base}: neither a folder nor a git revision with ${RULES_DIR}/`);
  }
}

function loadSide(root: string, dir: string, label: string, stderr: CommandContext['stderr']): RuleSet | undefined {
  const loaded = loadRulesFromDisk(root, dir);
  if (loaded.ok) return loaded.rules;
  for (const problem of loaded.problems) stderr(formatProblem(problem));
  stderr(`The ${label} rules have problems; fix them first (npm run content -- check).`);
  return undefined;
}

export default defineCommand({
  name: 'diff',
  synopsis: '[--rules DIR] [--base DIR|REV] [--count N] [--seed N] [--json] [--fail-on-change]',
  summary:
    'how edited scoring rules move the scores, ratings and risk types of the fixtures and of seeded random records',
  run: async ({ root, args, stdout, stderr, usage }) => {
    const options = parseOptions(args);
    if (typeof options === 'string') {
      stderr(options);
      stderr(usage);
      return 1;
    }
    let current: ReturnType<typeof currentSide>;
    try {
      current = currentSide(root, options);
    } catch (error) {
      stderr((error as Error).message);
      return 1;
    }
    try {
      const editedDir = options.rulesDir ?? path.join(root, RULES_DIR);
      const editedLabel = options.rulesDir ? path.relative(root, editedDir) || '.' : `${RULES_DIR}/`;
      const before = loadSide(root, current.dir, current.label, stderr);
      const after = loadSide(root, editedDir, editedLabel, stderr);
      if (!before || !after) return 1;
      const result = diffOverRecords(before, after, fixtureRecords(root), options.count, options.seed);
      if (options.json) {
        stdout(
          JSON.stringify(
            { current: current.label, edited: editedLabel, seed: options.seed, count: options.count, ...result },
            null,
            2,
          ),
        );
      } else {
        const heading = `Scores under ${current.label} (current) → ${editedLabel} (edited), over the fixtures and ${options.count} random decisions and assessments (seed ${options.seed}).`;
        for (const line of formatDiff(result, heading)) stdout(line);
      }
      const { summary } = result;
      const changed = summary.decisions.changedRatings + summary.assessments.changedTypes + summary.failures > 0;
      return options.failOnChange && changed ? CHANGED_EXIT : 0;
    } finally {
      if (current.temporary) fs.rmSync(current.dir, { recursive: true, force: true });
    }
  },
});
