/**
 * GET rules: the decision-evaluation and risk-tolerance rules as they are on
 * disk, which the preview scores its sample answers with. They are handed over
 * only when the content check finds nothing wrong with those two files (a draft
 * saved with problems could break the scoring anywhere); otherwise the reply
 * lists the problems, so the page can say why it shows no result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentFromDisk } from '../../src/content/load-from-disk.ts';
import { checkScoringRules, RULES_DIR } from '../../src/scoring/check-scoring-rules.ts';
import { RULE_FILES } from '../../src/scoring/default-rules.ts';
import type { EvaluationRules, RiskRules } from '../../src/scoring/rule-types.ts';
import type { ScoringRulesReply } from '../../src/studio/studio-api-types.ts';
import type { StudioReply } from './studio-reply.ts';

export function readScoringRules(root: string): StudioReply {
  const files = [RULE_FILES.evaluation, RULE_FILES.risk].map((name) => `${RULES_DIR}/${name}`);
  const { banks } = loadContentFromDisk(root);
  const problems = checkScoringRules(root, banks).filter(({ file }) => files.includes(file));
  const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, RULES_DIR, name), 'utf8'));
  const body: ScoringRulesReply =
    problems.length > 0
      ? { usable: false, problems }
      : {
          usable: true,
          evaluation: read(RULE_FILES.evaluation) as EvaluationRules,
          risk: read(RULE_FILES.risk) as RiskRules,
        };
  return { status: 200, body };
}
