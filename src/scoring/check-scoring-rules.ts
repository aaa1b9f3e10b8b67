/**
 * The scoring-rules part of `npm run content -- check`: each rule file against
 * its meta-schema (scoring-rules/schema/), then against the banks (every question
 * id and option value a rule names exists), JSON-Logic well-formedness, and
 * every message key with en and zh text. Node-only (reads files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bankUnion } from '../content/bank-union';
import { bankFilesOnDisk } from '../content/load-from-disk';
import type { Problem } from '../content/problem';
import { schemaProblems } from '../content/schema-problems';
import type { Bank } from '../content/types';
import { compareVersions, releasedBanks } from '../content/version-lock';
import { calibrationRulesProblems } from './check-calibration-rules';
import { evaluationRulesProblems } from './check-evaluation-rules';
import type { PathProblem } from './check-helpers';
import { outcomeRulesProblems } from './check-outcome-rules';
import { reviewRulesProblems } from './check-review-rules';
import { riskRulesProblems } from './check-risk-rules';
import { strategyRulesProblems } from './check-strategy-rules';
import { RULE_FILES } from './default-rules';
import type {
  CalibrationRules,
  EvaluationRules,
  MessageTexts,
  OutcomeRules,
  ReviewRules,
  RiskRules,
  StrategyRules,
} from './rule-types';

export const RULES_DIR = 'scoring-rules';
const SCHEMA_DIR = 'schema';

type RuleKind = keyof typeof RULE_FILES;

/** Checks beyond the schema; each runs only on a file the schema accepts, so the casts hold. */
const deepChecks: Record<RuleKind, (data: unknown, banks: Bank[], invalid: ReadonlySet<string>) => PathProblem[]> = {
  risk: (data, banks, invalid) => riskRulesProblems(data as RiskRules, banks, invalid),
  evaluation: (data, banks, invalid) => evaluationRulesProblems(data as EvaluationRules, banks, invalid),
  strategy: (data) => strategyRulesProblems(data as StrategyRules),
  review: (data, banks, invalid) => reviewRulesProblems(data as ReviewRules, banks, invalid),
  outcome: (data, banks, invalid) => outcomeRulesProblems(data as OutcomeRules, banks, invalid),
  calibration: (data, banks, invalid) => calibrationRulesProblems(data as CalibrationRules, banks, invalid),
};

/** "risk-tolerance.json" → "./schema/risk-tolerance.schema.json", as the file's $schema should say. */
export function schemaReference(fileName: string): string {
  return `./${SCHEMA_DIR}/${fileName.replace(/\.json$/, '.schema.json')}`;
}

/** Meta-schemas by path: Ajv refuses to compile a second schema with the same $id. */
const schemaCache = new Map<string, unknown>();

function readSchema(file: string, shownAs: string, problems: Problem[]): unknown {
  if (!schemaCache.has(file)) {
    const schema = readJson(file, shownAs, problems);
    if (schema === undefined) return undefined;
    schemaCache.set(file, schema);
  }
  return schemaCache.get(file);
}

function readJson(file: string, shownAs: string, problems: Problem[]): unknown {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    problems.push({ file: shownAs, path: '$', message: 'file not found' });
    return undefined;
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    problems.push({ file: shownAs, path: '$', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/** A message key defined in more than one rule file: the UI namespace would keep only one text. */
function duplicateMessageProblems(files: { shownAs: string; messages: MessageTexts }[]): Problem[] {
  const firstFile = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { shownAs, messages } of files) {
    for (const key of Object.keys(messages)) {
      const earlier = firstFile.get(key);
      if (earlier) {
        problems.push({ file: shownAs, path: `$.messages`, message: `message "${key}" is also defined in ${earlier}` });
      } else firstFile.set(key, shownAs);
    }
  }
  return problems;
}

/** Ids of bank files on disk that did not load as valid banks (their problems are the content check's). */
function invalidBankIds(root: string, banks: Bank[]): Set<string> {
  const ids = bankFilesOnDisk(root).flatMap((file) => {
    try {
      const { id } = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { id?: unknown };
      return typeof id === 'string' ? [id] : [];
    } catch {
      return [];
    }
  });
  return new Set(ids.filter((id) => !banks.some((bank) => bank.id === id)));
}

/**
 * The banks as one rule file sees them: with `bankVersions`, its bank is every
 * listed version at once (the current one and released snapshots).
 */
function banksForRules(
  data: unknown,
  banks: Bank[],
  released: Bank[],
): { banks: Bank[]; problems: { path: string; message: string }[] } {
  const { bank: id, bankVersions } = data as { bank?: unknown; bankVersions?: string[] };
  if (typeof id !== 'string' || !bankVersions) return { banks, problems: [] };
  const all = [...banks, ...released].filter((bank) => bank.id === id);
  const problems = bankVersions.flatMap((version, index) =>
    all.some((bank) => bank.version === version)
      ? []
      : [
          {
            path: `$.bankVersions[${index}]`,
            message: `bank "${id}" has no version ${version} (versions: ${all.map((bank) => bank.version).join(', ') || 'none'})`,
          },
        ],
  );
  const read = all
    .filter((bank) => bankVersions.includes(bank.version))
    .sort((a, b) => compareVersions(b.version, a.version));
  const union = bankUnion(read);
  return { banks: union ? [...banks.filter((bank) => bank.id !== id), union] : banks, problems };
}

/** An unknown option that an older released version has: say so, and how to keep scoring it. */
function withOlderVersionHint(message: string, bankId: string, released: Bank[]): string {
  const match = /^"([^"]+)" is not an option of question "([^"]+)"/.exec(message);
  if (!match) return message;
  const [, value, questionId] = match;
  const versions = released
    .filter((bank) => bank.id === bankId)
    .filter((bank) =>
      bank.sections.some((section) =>
        section.questions.some((q) => q.id === questionId && q.options?.some((option) => option.value === value)),
      ),
    )
    .map((bank) => bank.version);
  if (versions.length === 0) return message;
  return `${message}; only released version ${versions.join(', ')} of "${bankId}" has it: list that version in "bankVersions" to keep scoring answers given on it, or change the rule`;
}

/**
 * Problems of the rule files in `rulesDir` (default `<root>/scoring-rules`); the
 * meta-schemas always come from `<root>/scoring-rules/schema`. Paths in problems
 * are relative to `root`.
 */
export function checkScoringRules(root: string, banks: Bank[], rulesDir = path.join(root, RULES_DIR)): Problem[] {
  const problems: Problem[] = [];
  const valid: { shownAs: string; messages: MessageTexts }[] = [];
  const invalidBanks = invalidBankIds(root, banks);
  const released = releasedBanks(root, banks);
  for (const [kind, fileName] of Object.entries(RULE_FILES) as [RuleKind, string][]) {
    const shownAs = path.relative(root, path.join(rulesDir, fileName)).split(path.sep).join('/');
    const data = readJson(path.join(rulesDir, fileName), shownAs, problems);
    if (data === undefined) continue;
    const schemaFile = path.join(root, RULES_DIR, SCHEMA_DIR, fileName.replace(/\.json$/, '.schema.json'));
    const schema = readSchema(schemaFile, path.relative(root, schemaFile), problems);
    if (schema === undefined) continue;
    const expected = schemaReference(fileName);
    if ((data as { $schema?: unknown }).$schema !== expected) {
      problems.push({ file: shownAs, path: '$.$schema', message: `should be "${expected}" so editors get completion` });
    }
    const shapeProblems = schemaProblems(schema as object, data, shownAs);
    problems.push(...shapeProblems);
    // Deeper checks assume the shape the schema describes.
    if (shapeProblems.length > 0) continue;
    const seen = banksForRules(data, banks, released);
    const bankId = String((data as { bank?: unknown }).bank ?? '');
    problems.push(
      ...[...seen.problems, ...deepChecks[kind](data, seen.banks, invalidBanks)].map(({ path: at, message }) => ({
        file: shownAs,
        path: at,
        message: withOlderVersionHint(message, bankId, released),
      })),
    );
    // A file without texts of its own (the review schedule) has nothing to collide with.
    valid.push({ shownAs, messages: (data as { messages?: MessageTexts }).messages ?? {} });
  }
  return [...problems, ...duplicateMessageProblems(valid)];
}
