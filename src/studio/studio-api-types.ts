/**
 * What the studio's page and its dev-server plugin (build/studio/) send each
 * other under /__studio/api/. Types only: the page and the server share the
 * contract, not code.
 */
import type { Problem } from '../content/problem';
import type { Bank } from '../content/types';
import type { DiffRecords } from '../scoring/random-records';
import type { EvaluationRules, RiskRules } from '../scoring/rule-types';

export const STUDIO_API = '/__studio/api';

/** Why the server turned a request down; the page names each in its own words. */
export type StudioErrorCode = 'refused-path' | 'not-found' | 'invalid-json' | 'bad-request';

export interface StudioError {
  error: StudioErrorCode;
  /** The server's detail in English (a parser's message, the refused path's reason), shown under the page's words. */
  message: string;
}

export interface FileListReply {
  files: string[];
}

export interface FileReply {
  path: string;
  text: string;
}

export interface CheckRequest {
  path: string;
  text: string;
}

export interface CheckReply {
  /** Every problem `npm run content -- check` would report were the edit saved, in any file. */
  problems: Problem[];
  /** Those of them the edit brought in: what stops a save. */
  introduced: Problem[];
}

export interface WriteRequest extends CheckRequest {
  /** Save even though the check finds problems: the file will not pass the tests. */
  draft: boolean;
}

export interface WriteReply extends CheckReply {
  saved: boolean;
  /** The text as written (formatted), so the page shows exactly what is on disk. */
  text?: string;
}

/** GET rules?at=REV: every rule file's text as a git revision has it (the current side of the impact). */
export interface RulesAtReply {
  at: string;
  /** File name, as in scoring-rules/ → its text. */
  files: Record<string, string>;
}

/** GET impact-data: what the impact panel scores, read from disk as `npm run content -- diff` reads it. */
export interface ImpactDataReply {
  /** The banks as on disk: both sides of the diff score with them. */
  banks: Bank[];
  /** The fixture decisions and assessments, scored before the seeded random ones. */
  fixtures: DiffRecords;
}
/**
 * The rules the preview scores with, as on disk: a decision bank's answers are
 * evaluated with `evaluation`, an assessment's typed with `risk`. Unusable when
 * the content check finds problems in either file; those are listed instead.
 */
export type ScoringRulesReply =
  | { usable: true; evaluation: EvaluationRules; risk: RiskRules }
  | { usable: false; problems: Problem[] };
