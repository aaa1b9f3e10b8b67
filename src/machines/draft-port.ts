/**
 * Where the decision editor keeps what the investor typed but has not saved yet,
 * so a reload, a crash or a failed save loses nothing. The editor machine receives
 * one per signed-in user; src/app/drafts.ts keeps it in localStorage.
 */
import type { Decision } from '../data/types';

export interface DecisionDraft {
  /** The decision as last typed; `stage` is the furthest stage reached. */
  decision: Decision;
  /** The stage the investor was on, so a restored draft resumes there. */
  stage: number;
  /** ISO time of the last write. */
  savedAt: string;
}

export interface DraftPort {
  read(decisionId: string): DecisionDraft | null;
  /** Newest first. */
  list(): DecisionDraft[];
  write(decision: Decision, stage: number): void;
  clear(decisionId: string): void;
}
