/**
 * The decision editor: one decision walked through the stages of a decision bank
 * (one stage per bank section, so the stage count comes from the bank). It owns
 * stage navigation, the validation gate on Next and Complete, saving, deleting,
 * read-only mode for evaluated decisions, and the local draft that keeps unsaved
 * typing safe.
 *
 * While a decision is open two regions run side by side: `screen` (what the
 * investor is doing) and `save` (the background save). A valid Next moves the
 * stage at once and asks `save` to store the decision; `save` runs one save at a
 * time, and a request that arrives while one runs is folded into a single follow-up
 * save of the latest answers, sent with the version the running save returns.
 * Complete, Delete and leaving wait for a running save, so two saves of the same
 * decision never race each other into a version conflict.
 *
 * The outside world comes in with `.provide()` (`editorServices` in
 * `decision-editor.services.ts`): the store as the `loadDecision`, `saveDecision`
 * and `deleteDecision` actors, the drafts and the log as the actions marked
 * "supplied" below. Without them those refuse to run.
 */

import { and, assertEvent, assign, emit, fromPromise, not, raise, type SnapshotFrom, setup, stateIn } from 'xstate';
import type { Decision } from '../data/types';
import { sameAnswers } from '../engine/answers';
import { nowIso } from './clock';
import {
  checkStep,
  clampStage,
  clearedValidation,
  currentSection,
  forSaving,
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
import { isConflict, MESSAGES, messageFor } from './messages';
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
    stepIncomplete: ({ context }) => checkStep(context.decision, currentSection(context)).error !== null,
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
        decision: restoreDraft(context.decision, draft),
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
      const check = checkStep(context.decision, currentSection(context));
      return {
        dirty: true,
        draftOffer: null,
        nameMissing: check.nameMissing,
        missing: check.missing,
        error: isValidationError(context.error) ? check.error : context.error,
      };
    }),
    showMissing: assign(({ context }) => {
      const check = checkStep(context.decision, currentSection(context));
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
      saveError: messageFor(params.error, MESSAGES.decisionSaveFailed),
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
      error: messageFor(params.error, params.fallbackKey),
    })),
    clearValidation: assign({ ...clearedValidation }),
    endAs: assign((_, params: { outcome: EditorOutcome }) => ({ outcome: params.outcome })),
  },
});

export const decisionEditorMachine = editorSetup.createMachine({
  id: 'decisionEditor',
  context: ({ input }) => {
    const now = new Date((input.now ?? nowIso)());
    const blank = input.newDecision({ bankId: input.bank.id, bankVersion: input.bank.version }, now);
    const id = input.mode === 'edit' ? input.decisionId : blank.id;
    return {
      bank: input.bank,
      mode: input.mode,
      decision: { ...blank, id },
      stage: 1,
      readOnly: false,
      dirty: false,
      ...clearedValidation,
      failedSteps: 0,
      error: null,
      saveError: null,
      saveQueued: false,
      staleCopy: false,
      draftOffer: null,
      outcome: null,
    };
  },
  initial: 'opening',
  output: ({ context }) => ({
    outcome: context.outcome ?? 'closed',
    decision: context.decision,
    error: context.error,
    saveError: context.saveError,
  }),
  states: {
    opening: {
      always: [
        { guard: 'isEditMode', target: 'loading' },
        { target: 'open', actions: 'offerDraft' },
      ],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDecision',
        src: 'loadDecision',
        input: ({ context }) => ({ id: context.decision.id }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ decision: event.output }) },
            target: 'open',
            actions: [
              { type: 'takeLoaded', params: ({ event }) => ({ decision: event.output }) },
              'offerDraft',
              'dropStaleDraft',
            ],
          },
          { target: 'notFound', actions: 'markNotFound' },
        ],
        // The decision may well exist (the database was busy or gone for a moment): offer to try again.
        onError: {
          target: 'loadFailed',
          actions: [
            {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'Loading the decision failed', error: event.error }),
            },
            { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallbackKey: MESSAGES.loadFailed }) },
          ],
        },
      },
      on: { CLOSE: 'closed' },
    },
    loadFailed: {
      on: {
        RETRY_LOAD: { target: 'loading', actions: 'clearError' },
        CLOSE: { target: 'closed', actions: 'clearError' },
      },
    },
    open: {
      type: 'parallel',
      on: {
        NAME_CHANGED: [
          { guard: 'nameUnchanged' },
          { guard: 'isReadOnly', actions: 'refuseReadOnly' },
          { actions: ['takeName', 'afterEdit', 'writeDraft'] },
        ],
        ANSWERS_CHANGED: [
          { guard: 'answersUnchanged' },
          { guard: 'isReadOnly', actions: 'refuseReadOnly' },
          { actions: ['takeAnswers', 'afterEdit', 'writeDraft'] },
        ],
        RESTORE_DRAFT: { guard: 'hasDraftOffer', actions: 'restoreOfferedDraft' },
        DISCARD_DRAFT: { guard: 'hasDraftOffer', actions: ['discardOfferedDraft', 'clearDraftOffer'] },
        DISMISS_ERROR: { actions: 'clearError' },
        OPEN_LATEST: { guard: 'hasStaleCopy', target: 'loading', actions: 'forgetStaleCopy' },
      },
      states: {
        screen: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                NEXT: [
                  { guard: and(['hasNextStage', 'isReadOnly']), actions: 'stepForward' },
                  { guard: and(['hasNextStage', 'stepIncomplete']), actions: 'showMissing' },
                  // Next never waits for the store: the stage moves now, the save follows behind.
                  { guard: and(['hasNextStage', 'needsSave']), actions: ['stepForward', 'writeDraft', 'requestSave'] },
                  { guard: 'hasNextStage', actions: ['stepForward', 'writeDraft'] },
                ],
                PREVIOUS: { guard: 'hasPreviousStage', actions: ['stepBack', 'writeDraft'] },
                COMPLETE: [
                  { guard: and(['isLastStage', 'isReadOnly']), actions: 'refuseReadOnly' },
                  { guard: and(['isLastStage', 'stepIncomplete']), actions: 'showMissing' },
                  { guard: 'isLastStage', target: 'completing', actions: 'unqueueSave' },
                ],
                DELETE: [
                  { guard: and(['isEditMode', 'isReadOnly']), actions: 'refuseReadOnly' },
                  { guard: 'isEditMode', target: 'deleting', actions: 'unqueueSave' },
                ],
                CLOSE: [
                  { guard: 'saveRunning', target: 'leaving', actions: 'emitLeaving' },
                  { target: '#decisionEditor.closed' },
                ],
              },
            },
            /** Complete waits for a running background save (for its version), then saves as completed. */
            completing: {
              tags: ['busy', 'saving'],
              initial: 'waiting',
              states: {
                waiting: { always: { guard: 'noSaveRunning', target: 'saving' } },
                saving: {
                  invoke: {
                    id: 'completeSave',
                    src: 'saveDecision',
                    input: ({ context }) => ({
                      decision: forSaving(context.decision, { completed: true, stage: stageCount(context) }),
                    }),
                    onDone: {
                      target: '#decisionEditor.completed',
                      actions: [
                        { type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) },
                        'clearValidation',
                        'clearError',
                        'syncDraft',
                        { type: 'emitSaved', params: ({ event }) => ({ saved: event.output }) },
                      ],
                    },
                    // The decision stays as it was (not completed) and its typing stays in the draft.
                    onError: {
                      target: '#decisionEditor.open.screen.editing',
                      actions: [
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ what: 'Completing the decision failed', error: event.error }),
                        },
                        'clearValidation',
                        {
                          type: 'showFailure',
                          params: ({ event }) => ({ error: event.error, fallbackKey: MESSAGES.generic }),
                        },
                        { type: 'noteConflict', params: ({ event }) => ({ error: event.error }) },
                        'writeDraft',
                      ],
                    },
                  },
                },
              },
            },
            /** Delete waits for a running background save too, so the save cannot land after it. */
            deleting: {
              tags: 'busy',
              initial: 'waiting',
              states: {
                waiting: { always: { guard: 'noSaveRunning', target: 'running' } },
                running: {
                  invoke: {
                    src: 'deleteDecision',
                    // The version makes a stale tab's delete a conflict instead of erasing newer work.
                    input: ({ context }) => ({ id: context.decision.id, version: context.decision.version }),
                    onDone: {
                      target: '#decisionEditor.deleted',
                      actions: ['clearDraft', 'emitDeleted'],
                    },
                    onError: {
                      target: '#decisionEditor.open.screen.editing',
                      actions: [
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ what: 'Deleting the decision failed', error: event.error }),
                        },
                        {
                          type: 'showFailure',
                          params: ({ event }) => ({ error: event.error, fallbackKey: MESSAGES.decisionDeleteFailed }),
                        },
                        { type: 'noteConflict', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
              },
            },
            /**
             * Back was pressed while a save ran: the view has gone, the save (and any
             * follow-up) finishes, then the editor ends. Coming back resumes editing.
             */
            leaving: {
              always: { guard: 'noSaveRunning', target: '#decisionEditor.closed' },
              on: { RESUME: 'editing' },
            },
          },
        },
        save: {
          initial: 'idle',
          on: {
            SAVE: { guard: 'mayStartSave', target: '.saving' },
          },
          states: {
            /** Nothing saved since the editor opened. */
            idle: {},
            saving: {
              on: { SAVE: { actions: 'queueSave' } },
              invoke: {
                id: 'backgroundSave',
                src: 'saveDecision',
                input: ({ context }) => ({ decision: forSaving(context.decision) }),
                onDone: [
                  {
                    guard: { type: 'moreToSave', params: ({ event }) => ({ saved: event.output }) },
                    target: 'saving',
                    reenter: true,
                    actions: [
                      { type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) },
                      'syncDraft',
                      { type: 'emitSaved', params: ({ event }) => ({ saved: event.output }) },
                      'unqueueSave',
                    ],
                  },
                  {
                    target: 'saved',
                    actions: [
                      { type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) },
                      'syncDraft',
                      { type: 'emitSaved', params: ({ event }) => ({ saved: event.output }) },
                      'unqueueSave',
                    ],
                  },
                ],
                // Transient failures were already retried by the store; this one needs the investor.
                onError: {
                  target: 'failed',
                  actions: [
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'Saving the decision failed', error: event.error }),
                    },
                    { type: 'takeSaveFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'noteConflict', params: ({ event }) => ({ error: event.error }) },
                    'writeDraft',
                  ],
                },
              },
            },
            saved: {},
            failed: {},
          },
        },
      },
    },
    closed: { type: 'final', entry: { type: 'endAs', params: { outcome: 'closed' } } },
    completed: { type: 'final', entry: { type: 'endAs', params: { outcome: 'completed' } } },
    deleted: { type: 'final', entry: { type: 'endAs', params: { outcome: 'deleted' } } },
    notFound: { type: 'final', entry: { type: 'endAs', params: { outcome: 'notFound' } } },
  },
});

export type DecisionEditorSnapshot = SnapshotFrom<typeof decisionEditorMachine>;
