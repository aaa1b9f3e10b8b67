/**
 * The decision editor's vocabulary: its types, and every guard, action and actor
 * it names, each a few lines. The state chart that uses them is
 * `decision-editor.machine.ts`. Actions marked "Supplied" and the three actors
 * are stand-ins until `.provide()` brings the real ones (`editorServices`).
 */

import { and, assertEvent, assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { Decision } from '../data/types';
import { sameAnswers } from '../engine/answers';
import { userMessage } from '../i18n/user-message';
import {
  checkStep,
  clampStage,
  clearedValidation,
  gatedSection,
  isValidationError,
  mergeSaved,
  restoreDraft,
  sameContent,
  stageCount,
  withStageAnswers,
} from './decision-editor.logic';
import type {
  DecisionEditorContext,
  DecisionEditorEmitted,
  DecisionEditorEvent,
  DecisionEditorInput,
  DecisionEditorOutput,
  EditorOutcome,
} from './decision-editor.types';
import { isConflict, MESSAGES } from './machine-messages';
import { notSupplied, notSuppliedPromise } from './not-supplied';

export const editorSetup = setup({
  types: {
    context: {} as DecisionEditorContext,
    events: {} as DecisionEditorEvent,
    input: {} as DecisionEditorInput,
    output: {} as DecisionEditorOutput,
    emitted: {} as DecisionEditorEmitted,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    loadDecision: fromPromise<Decision | null, { id: string }>(notSuppliedPromise('loadDecision')),
    saveDecision: fromPromise<Decision, { decision: Decision }>(notSuppliedPromise('saveDecision')),
    deleteDecision: fromPromise<void, { id: string; version: number }>(notSuppliedPromise('deleteDecision')),
  },
  guards: {
    /** A change that changes nothing (a form reporting its defaults) is not an edit. */
    nameUnchanged: ({ context, event }) => {
      assertEvent(event, 'NAME_CHANGED');
      return event.name === context.decision.name;
    },
    answersUnchanged: ({ context, event }) => {
      assertEvent(event, 'ANSWERS_CHANGED');
      return sameAnswers(withStageAnswers(context, event.answers), context.decision.answers);
    },
    isEditMode: ({ context }) => context.mode === 'edit',
    isReadOnly: ({ context }) => context.readOnly,
    hasNextStage: ({ context }) => context.stage < stageCount(context),
    hasPreviousStage: ({ context }) => context.stage > 1,
    isLastStage: ({ context }) => context.stage === stageCount(context),
    stepIncomplete: ({ context }) => checkStep(context.decision, gatedSection(context)).error !== null,
    /** Typed changes, or a stage reached for the first time, are worth saving on Next. */
    needsSave: ({ context }) => context.dirty || context.decision.stage < context.stage + 1,
    hasDraftOffer: ({ context }) => context.draftOffer !== null,
    hasStaleCopy: ({ context }) => context.staleCopy,
    found: (_, params: { decision: Decision | null }) => params.decision !== null,
    /** A background save is on its way to the store. */
    saveRunning: stateIn({ open: { save: 'saving' } }),
    noSaveRunning: not('saveRunning'),
    /** Background saves start only from the editing screen: Complete and Delete save or delete themselves. */
    mayStartSave: and([not('isReadOnly'), stateIn({ open: { screen: 'editing' } })]),
    /** A save was asked for during the one that just came back, and the answers moved on since. */
    moreToSave: ({ context }, params: { saved: Decision }) =>
      context.saveQueued &&
      (!sameContent(context.decision, params.saved) || context.decision.stage > params.saved.stage),
  },
  actions: {
    /** Supplied: the unsaved draft to offer back, if any (`pickDraftOffer`). */
    offerDraft: notSupplied('offerDraft'),
    /** Supplied: a stored draft that is not offered (read-only, or nothing new in it) is dropped. */
    dropStaleDraft: notSupplied('dropStaleDraft'),
    /** Supplied: keeps the typing in the draft while it is not saved. */
    writeDraft: notSupplied('writeDraft'),
    /** Supplied: after a save, the draft goes only when the store holds exactly what is on screen. */
    syncDraft: notSupplied('syncDraft'),
    /** Supplied: the decision is gone, and its draft with it. */
    clearDraft: notSupplied('clearDraft'),
    /** Supplied: the investor turned the offered draft down for good. */
    discardOfferedDraft: notSupplied('discardOfferedDraft'),
    /** Supplied: failed loads, saves and deletes are logged (the console in the app). */
    logFailure: notSupplied<{ what: string; error: unknown }>('logFailure'),

    takeLoaded: assign(({ context }, params: { decision: Decision | null }) => {
      const decision = params.decision ?? context.decision;
      return { decision, stage: clampStage(decision.stage, context), readOnly: decision.evaluated, error: null };
    }),
    restoreOfferedDraft: assign(({ context }) => {
      const draft = context.draftOffer;
      if (!draft) return {};
      return {
        decision: restoreDraft(context.decision, draft, context.bank),
        stage: clampStage(draft.stage, context),
        dirty: true,
        draftOffer: null,
      };
    }),
    clearDraftOffer: assign({ draftOffer: null }),
    refuseReadOnly: assign({ error: { key: MESSAGES.readOnly } }),
    takeName: assign(({ context, event }) => {
      assertEvent(event, 'NAME_CHANGED');
      return { decision: { ...context.decision, name: event.name } };
    }),
    takeAnswers: assign(({ context, event }) => {
      assertEvent(event, 'ANSWERS_CHANGED');
      return { decision: { ...context.decision, answers: withStageAnswers(context, event.answers) } };
    }),
    /** Any edit answers the draft offer by ignoring it, and re-checks the marked fields live. */
    afterEdit: assign(({ context }) => {
      if (!context.showRequiredErrors) return { dirty: true, draftOffer: null };
      const check = checkStep(context.decision, gatedSection(context));
      return {
        dirty: true,
        draftOffer: null,
        nameMissing: check.nameMissing,
        missing: check.missing,
        error: isValidationError(context.error) ? check.error : context.error,
      };
    }),
    showMissing: assign(({ context }) => {
      const check = checkStep(context.decision, gatedSection(context));
      return {
        showRequiredErrors: true,
        nameMissing: check.nameMissing,
        missing: check.missing,
        focus: check.focus,
        error: check.error,
        failedSteps: context.failedSteps + 1,
      };
    }),
    stepForward: assign(({ context }) => ({
      ...clearedValidation,
      stage: context.stage + 1,
      decision: { ...context.decision, stage: Math.max(context.decision.stage, context.stage + 1) },
      error: isValidationError(context.error) ? null : context.error,
    })),
    stepBack: assign(({ context }) => ({
      ...clearedValidation,
      stage: context.stage - 1,
      error: isValidationError(context.error) ? null : context.error,
    })),
    requestSave: raise({ type: 'SAVE' }),
    queueSave: assign({ saveQueued: true }),
    /** Complete and Delete write (or remove) the latest decision themselves. */
    unqueueSave: assign({ saveQueued: false }),
    /** The store's answer becomes the base of the next save: its version, and whether typing moved on. */
    takeSaved: assign(({ context }, params: { saved: Decision }) => {
      const decision = mergeSaved(context.decision, params.saved);
      return { decision, dirty: !sameContent(decision, params.saved), saveError: null };
    }),
    emitSaved: emit((_, params: { saved: Decision }) => ({ type: 'saved' as const, decision: params.saved })),
    takeSaveFailure: assign((_, params: { error: unknown }) => ({
      saveError: userMessage(params.error, MESSAGES.decisionSaveFailed),
      saveQueued: false,
    })),
    noteConflict: assign((_, params: { error: unknown }) => ({ staleCopy: isConflict(params.error) })),
    /**
     * Before loading the stored copy over a stale one: its failures are answered,
     * and the decision is stored, so a draft of it is offered as an edit's draft.
     */
    forgetStaleCopy: assign({
      ...clearedValidation,
      mode: 'edit' as const,
      staleCopy: false,
      dirty: false,
      error: null,
      saveError: null,
      saveQueued: false,
      draftOffer: null,
    }),
    emitLeaving: emit(({ context }) => ({ type: 'leaving' as const, id: context.decision.id })),
    emitDeleted: emit(({ context }) => ({ type: 'deleted' as const, id: context.decision.id })),
    clearError: assign({ error: null }),
    markNotFound: assign({ error: { key: MESSAGES.decisionNotFound } }),
    /** Shows `error` as a store error's own message when it has one, else as `fallbackKey`. */
    showFailure: assign((_, params: { error: unknown; fallbackKey: string }) => ({
      error: userMessage(params.error, params.fallbackKey),
    })),
    clearValidation: assign({ ...clearedValidation }),
    endAs: assign((_, params: { outcome: EditorOutcome }) => ({ outcome: params.outcome })),
  },
});
