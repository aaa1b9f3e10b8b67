/**
 * Rule files read from a folder (the shipped scoring-rules/ or an editor's draft
 * copy), checked before use so a broken draft reports its problems instead of
 * failing somewhere inside the scoring. Node-only: for the CLI and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Problem } from '../content/problem';
import type { Bank } from '../content/types';
import { checkScoringRules, RULES_DIR } from './check-scoring-rules';
import { RULE_FILES } from './default-rules';
import type { CalibrationRules, EvaluationRules, OutcomeRules, RiskRules, StrategyRules } from './rule-types';

export interface RulesOnDisk {
  banks: Bank[];
  risk: RiskRules;
  evaluation: EvaluationRules;
  strategy: StrategyRules;
  outcome: OutcomeRules;
  calibration: CalibrationRules;
}

export type RulesLoad = { ok: true; rules: RulesOnDisk } | { ok: false; problems: Problem[] };

export function loadRulesFromDisk(root: string, rulesDir = path.join(root, RULES_DIR)): RulesLoad {
  const { banks, problems: contentProblems } = loadContentFromDisk(root);
  const problems = [...contentProblems, ...checkScoringRules(root, banks, rulesDir)];
  if (problems.length > 0) return { ok: false, problems };
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(rulesDir, file), 'utf8'));
  return {
    ok: true,
    rules: {
      banks,
      risk: read(RULE_FILES.risk) as RiskRules,
      evaluation: read(RULE_FILES.evaluation) as EvaluationRules,
      strategy: read(RULE_FILES.strategy) as StrategyRules,
      outcome: read(RULE_FILES.outcome) as OutcomeRules,
      calibration: read(RULE_FILES.calibration) as CalibrationRules,
    },
  };
}
