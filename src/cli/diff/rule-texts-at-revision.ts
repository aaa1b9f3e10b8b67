/**
 * The text of every rule file as a git revision has it: the current side of
 * `content -- diff` and of the studio's impact panel (whose server hands the
 * texts to the page). A rule file the revision does not have yet (one added
 * after it, or not committed) moves none of the compared scores, so the one on
 * disk stands in for it and the two sides differ only where the scores can.
 * Throws when git cannot show a file the scores depend on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RULES_DIR } from '../../scoring/check-scoring-rules';
import { RULE_FILES } from '../../scoring/default-rules';

/** The rule files whose rules move the scores compared: a revision must have them. */
const SCORED_FILES: readonly string[] = [RULE_FILES.risk, RULE_FILES.evaluation];

/** File name (as in scoring-rules/) → its text at `revision`. */
export function ruleTextsAtRevision(root: string, revision: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const file of Object.values(RULE_FILES)) {
    try {
      texts[file] = execFileSync('git', ['-C', root, 'show', `${revision}:${RULES_DIR}/${file}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      if (SCORED_FILES.includes(file)) throw error;
      texts[file] = fs.readFileSync(path.join(root, RULES_DIR, file), 'utf8');
    }
  }
  return texts;
}
