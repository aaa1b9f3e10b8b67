/**
 * Every check `npm run content -- check` runs, over one content root: the banks
 * and the glossary, the released versions against their lock, and the scoring
 * rules. Written once so the command line and the content studio (which runs it
 * over a copy holding an unsaved edit) can never disagree about what passes.
 */
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Problem } from '../content/problem';
import type { Bank, Glossary } from '../content/types';
import { versionProblems } from '../content/version-lock';
import { checkScoringRules } from '../scoring/check-scoring-rules';

export interface ContentCheck {
  banks: Bank[];
  glossary: Glossary;
  problems: Problem[];
}

export function checkContent(root: string): ContentCheck {
  const { banks, glossary, problems } = loadContentFromDisk(root);
  return { banks, glossary, problems: [...problems, ...versionProblems(root), ...checkScoringRules(root, banks)] };
}
