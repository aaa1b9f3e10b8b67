/**
 * What the studio's page and its dev-server plugin (build/studio/) send each
 * other under /__studio/api/. Types only: the page and the server share the
 * contract, not code.
 */
import type { Problem } from '../content/problem';
import type { Bank } from '../content/types';
import type { VersionBump } from '../content/version-bump';
import type { ReleaseOutcome } from '../content/version-lock';
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
/** One line of a line diff; `before` and `after` are its line numbers (from 1) in the text it belongs to. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  before?: number;
  after?: number;
}

/** A run of changed lines with the unchanged lines around it. */
export interface DiffHunk {
  lines: DiffLine[];
}

/** A file under the content folders that differs from git HEAD, as `git diff` and `git status` name it. */
export interface FileChange {
  path: string;
  status: 'modified' | 'added' | 'deleted';
  hunks: DiffHunk[];
}

/** The content folders against git HEAD, or why that cannot be told (no git, no commit yet). */
export type HeadChanges = { available: true; files: FileChange[] } | { available: false; reason: string };

/** A bank against its last released version, and the version it should be released as. */
export interface BankVersionStatus {
  id: string;
  /** Its bank.json, relative to the root. */
  file: string;
  /** The "version" the bank (or the edit) gives. */
  version: string;
  /** The highest released version; undefined for a bank never released. */
  released?: string;
  /** The bank's "version" is released and its content no longer matches it: `content check` refuses it. */
  changedInPlace: boolean;
  /** How much the content differs from the released version; undefined when it does not. */
  bump?: VersionBump;
  /**
   * What "version" should be, while it is lower: the released version raised by
   * `bump` (or, for an older released version given the newest one's content, the newest).
   */
  suggested?: string;
  /** The bank against the released version, both written the same way. */
  hunks: DiffHunk[];
}

export interface ChangesReply {
  head: HeadChanges;
  banks: BankVersionStatus[];
}

export interface BumpRequest {
  path: string;
  text: string;
}

export interface BumpReply {
  /** undefined when the file is not a bank (or names no id and version yet). */
  bank?: BankVersionStatus;
}

export type ReleaseReply =
  /** Nothing was written: the content check finds these in the banks or the glossary. */
  | { status: 'problems'; problems: Problem[] }
  /** Nothing was written: a released version was changed in place, or a version went below a released one. */
  | { status: 'refused'; outcomes: ReleaseOutcome[] }
  /**
   * Written: `written` the files the release changed (empty when every version
   * was already released), `commit` the shell commands that would commit them
   * with the banks released — shown, never run.
   */
  | { status: 'released'; outcomes: ReleaseOutcome[]; written: string[]; commit?: string };
