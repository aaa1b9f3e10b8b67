/** What goes into, comes out of and lives inside the decision editor machine. */

import type { Bank } from '../content/types';
import type { Decision } from '../data/types';
import type { FormAnswers } from '../engine/answers';
import type { UserMessage } from '../i18n/user-message';
import type { DecisionDraft } from './draft-port';

/** Ids and time come in with the input, so tests can fix them; the store and the drafts come with `.provide()`. */
interface EditorFactories {
  /** A never-saved decision on the bank, with a fresh id: src/data's `newDecision`, or one with a fixed id in tests. */
  newDecision: (bank: { bankId: string; bankVersion: string }, now: Date) => Decision;
  now?: () => string;
}

export type DecisionEditorInput = EditorFactories &
  ({ mode: 'create'; bank: Bank } | { mode: 'edit'; decisionId: string; bank: Bank });

/** The field the view should scroll to and focus after a failed step. */
export type FocusTarget = { kind: 'name' } | { kind: 'question'; id: string };

export type DecisionEditorEvent =
  | { type: 'NAME_CHANGED'; name: string }
  /** The current stage's form data; its questions are replaced, so cleared fields go. */
  | { type: 'ANSWERS_CHANGED'; answers: FormAnswers }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'COMPLETE' }
  | { type: 'CLOSE' }
  | { type: 'DELETE' }
  | { type: 'RESTORE_DRAFT' }
  | { type: 'DISCARD_DRAFT' }
  | { type: 'DISMISS_ERROR' }
  /** Save the decision as it is now: raised after a step, and the status's Retry. */
  | { type: 'SAVE' }
  /** Try loading the decision again after a failed load. */
  | { type: 'RETRY_LOAD' }
  /** The investor came back to this decision while its save was finishing after Back. */
  | { type: 'RESUME' }
  /** After a conflict: drop this tab's stale copy and load the stored one (the typing stays offered as a draft). */
  | { type: 'OPEN_LATEST' };

/**
 * Emitted so the session's decision list is updated with just this decision, and
 * `leaving` when Back was pressed while a save still runs: the view may go, the
 * editor finishes the save and then ends.
 */
export type DecisionEditorEmitted =
  | { type: 'saved'; decision: Decision }
  | { type: 'deleted'; id: string }
  | { type: 'leaving'; id: string };

export type EditorOutcome = 'closed' | 'completed' | 'deleted' | 'notFound';

export interface DecisionEditorOutput {
  outcome: EditorOutcome;
  decision: Decision;
  error: UserMessage | null;
  /** Set when the last background save failed: the typing is in the draft, not in the store. */
  saveError: UserMessage | null;
}

export interface DecisionEditorContext {
  bank: Bank;
  mode: 'create' | 'edit';
  decision: Decision;
  /** The stage on screen, 1..bank.sections.length; `decision.stage` is the furthest reached. */
  stage: number;
  /** Evaluated decisions can only be viewed. */
  readOnly: boolean;
  /** Typed since the last successful save. */
  dirty: boolean;
  /** On after a failed step, off after a successful one: the view marks missing fields. */
  showRequiredErrors: boolean;
  nameMissing: boolean;
  missing: string[];
  /** Field to scroll to and focus after a failed step. */
  focus: FocusTarget | null;
  /** Counts failed steps, so the view re-focuses on a repeated failure. */
  failedSteps: number;
  /** Load, completion and delete errors (and validation banners). */
  error: UserMessage | null;
  /** Why the last background save failed; null once one succeeds. */
  saveError: UserMessage | null;
  /** A save was asked for while one ran: save the latest answers once it is back. */
  saveQueued: boolean;
  /**
   * The store refused a save, completion or delete because it holds a newer
   * version: retrying would be refused again, so the view offers the latest one.
   */
  staleCopy: boolean;
  /** An unsaved draft the view offers to restore (RESTORE_DRAFT / DISCARD_DRAFT). */
  draftOffer: DecisionDraft | null;
  outcome: EditorOutcome | null;
}
