/**
 * What the impact of a rules edit is computed from, gathered through the
 * studio's client the way `npm run content -- diff` reads it by default: the
 * current side is the rules at git HEAD, the edited side the rule files on
 * disk with the open file's text (saved or not) in place of its own, both
 * scored with the banks on disk over the fixtures and the seeded random set.
 * The edit must parse and pass the scoring rules' check first, as the command
 * refuses rules the check refuses.
 */
import type { Bank } from '../content/types';
import { RULE_FILES } from '../scoring/default-rules';
import { DIFF_DEFAULTS } from '../scoring/diff-over-records';
import type { DiffRecords } from '../scoring/random-records';
import type { EvaluationRules, RiskRules } from '../scoring/rule-types';
import type { RuleSet } from '../scoring/score-diff';
import type { StudioClient, StudioFailure } from './studio-client';

/** The folder of the rule files, as the studio's file paths name it. */
const RULES_FOLDER = 'scoring-rules';
/** The revision the edit is compared with: the last commit, as the command line's default. */
export const IMPACT_BASE = 'HEAD';

export interface ImpactInput {
  current: RuleSet;
  edited: RuleSet;
  fixtures: DiffRecords;
  count: number;
  seed: number;
}

export type ImpactInputProblem =
  | { kind: 'failure'; failure: StudioFailure }
  | { kind: 'invalid-json'; file: string; message: string }
  | { kind: 'rule-problems'; count: number };

export type ImpactInputResult = { ok: true; input: ImpactInput } | { ok: false; problem: ImpactInputProblem };

/** Whether `file` is one of the rule files whose edit the impact panel can score. */
export function isRuleFile(file: string): boolean {
  return (Object.values(RULE_FILES) as string[]).some((name) => file === `${RULES_FOLDER}/${name}`);
}

function parse(file: string, text: string): { ok: true; value: unknown } | { ok: false; problem: ImpactInputProblem } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problem: { kind: 'invalid-json', file, message: (error as Error).message } };
  }
}

function ruleSet(banks: Bank[], risk: unknown, evaluation: unknown): RuleSet {
  return { banks, risk: risk as RiskRules, evaluation: evaluation as EvaluationRules };
}

export async function gatherImpactInput(client: StudioClient, file: string, text: string): Promise<ImpactInputResult> {
  const opened = parse(file, text);
  if (!opened.ok) return opened;
  const onDisk = async (name: string): Promise<{ ok: true; text: string } | { ok: false; failure: StudioFailure }> => {
    const path = `${RULES_FOLDER}/${name}`;
    if (path === file) return { ok: true, text };
    const read = await client.readFile(path);
    return read.ok ? { ok: true, text: read.body.text } : { ok: false, failure: read.failure };
  };
  const [checked, head, data, risk, evaluation] = await Promise.all([
    client.check(file, text),
    client.rulesAt(IMPACT_BASE),
    client.impactData(),
    onDisk(RULE_FILES.risk),
    onDisk(RULE_FILES.evaluation),
  ]);
  const failed = (failure: StudioFailure): ImpactInputResult => ({ ok: false, problem: { kind: 'failure', failure } });
  if (!checked.ok) return failed(checked.failure);
  if (!head.ok) return failed(head.failure);
  if (!data.ok) return failed(data.failure);
  if (!risk.ok) return failed(risk.failure);
  if (!evaluation.ok) return failed(evaluation.failure);
  const ruleProblems = checked.body.problems.filter((problem) => problem.file.startsWith(`${RULES_FOLDER}/`));
  if (ruleProblems.length > 0) return { ok: false, problem: { kind: 'rule-problems', count: ruleProblems.length } };
  const sides: [string, string][] = [
    [`${IMPACT_BASE}:${RULES_FOLDER}/${RULE_FILES.risk}`, head.body.files[RULE_FILES.risk] ?? ''],
    [`${IMPACT_BASE}:${RULES_FOLDER}/${RULE_FILES.evaluation}`, head.body.files[RULE_FILES.evaluation] ?? ''],
    [`${RULES_FOLDER}/${RULE_FILES.risk}`, risk.text],
    [`${RULES_FOLDER}/${RULE_FILES.evaluation}`, evaluation.text],
  ];
  const parsed: unknown[] = [];
  for (const [name, source] of sides) {
    const result = parse(name, source);
    if (!result.ok) return result;
    parsed.push(result.value);
  }
  const { banks, fixtures } = data.body;
  return {
    ok: true,
    input: {
      current: ruleSet(banks, parsed[0], parsed[1]),
      edited: ruleSet(banks, parsed[2], parsed[3]),
      fixtures,
      ...DIFF_DEFAULTS,
    },
  };
}
