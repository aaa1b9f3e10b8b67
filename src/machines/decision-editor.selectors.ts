/**
 * What the editor's view reads from a snapshot, one selector per part of the
 * screen, so typing in one part does not re-render the others. Selectors that
 * return an object are compared field by field (`shallowEqual` of @xstate/react).
 */

import type { Decision } from '../data/types';
import { isValidationError, stageLocked } from './decision-editor.logic';
import type { DecisionEditorSnapshot } from './decision-editor.machine';
import { MESSAGES } from './machine-messages';

/** What the save status beside the stage indicator shows. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function saveStatusOf(snapshot: DecisionEditorSnapshot): SaveStatus {
  if (snapshot.matches({ open: { save: 'saving' } }) || snapshot.matches({ open: { screen: 'completing' } })) {
    return 'saving';
  }
  if (snapshot.matches({ open: { save: 'failed' } })) return 'failed';
  if (snapshot.matches({ open: { save: 'saved' } })) return 'saved';
  return 'idle';
}

/** Which screen shows: the skeleton, the failed load with Retry, or the decision. */
export function selectScreen(snapshot: DecisionEditorSnapshot): 'loading' | 'loadFailed' | 'open' {
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('loading')) return 'loading';
  return 'open';
}

/**
 * The banner above the questions after a failed step: unanswered questions (or
 * the name), or answers that are all given but some may not stand.
 */
export type ProblemBanner = 'required' | 'invalid' | null;

function problemBannerOf({ context }: DecisionEditorSnapshot): ProblemBanner {
  if (!context.showRequiredErrors || (context.missing.length === 0 && !context.nameMissing)) return null;
  return context.error?.key === MESSAGES.answersInvalid ? 'invalid' : 'required';
}

/** The chrome around the stage: title, name, stage indicator, save status, errors, draft offer, buttons. */
export function selectChrome(snapshot: DecisionEditorSnapshot) {
  const { context } = snapshot;
  return {
    mode: context.mode,
    readOnly: context.readOnly,
    decisionId: context.decision.id,
    name: context.decision.name,
    stage: context.stage,
    /** The stage on screen holds the fixed forecast: the view says so, with when it was made. */
    stageLocked: stageLocked(context),
    forecastMadeAt: context.decision.forecastMadeAt,
    nameError: context.showRequiredErrors && context.nameMissing,
    problemBanner: problemBannerOf(snapshot),
    saving: snapshot.hasTag('saving'),
    deleting: snapshot.matches({ open: { screen: 'deleting' } }),
    saveStatus: saveStatusOf(snapshot),
    saveError: context.saveError,
    // Validation messages show as the banner and beside the fields, not as a second error box.
    error: isValidationError(context.error) ? null : context.error,
    loadError: context.error,
    staleCopy: context.staleCopy,
    draftSavedAt: context.draftOffer?.savedAt ?? null,
  };
}

/**
 * The decision once it is completed and stored, as it is stored; null while it is still being answered, so a
 * view reading it is not re-rendered by typing.
 */
export function selectCompletedDecision({ context }: DecisionEditorSnapshot): Decision | null {
  const { decision } = context;
  return decision.completed && decision.version > 0 ? decision : null;
}

/** The stage's questions: only their answers and how they are shown. */
export function selectStageForm({ context }: DecisionEditorSnapshot) {
  return {
    stage: context.stage,
    answers: context.decision.answers,
    readOnly: context.readOnly || stageLocked(context),
    showRequiredErrors: context.showRequiredErrors,
  };
}

/** Changes on every failed step, so the view focuses the first missing field again. */
export function selectFocusRequest({ context }: DecisionEditorSnapshot) {
  return { failedSteps: context.failedSteps, focus: context.focus };
}
