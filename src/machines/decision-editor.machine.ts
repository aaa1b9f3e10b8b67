/**
 * The decision editor: one decision walked through the stages of a decision bank
 * (one stage per bank section, so the stage count comes from the bank). It owns
 * stage navigation, the validation gate on Next and Complete, saving, deleting,
 * read-only mode for evaluated decisions, and the local draft that keeps unsaved
 * typing safe. Complete fixes the forecast (the answers of the bank's locked
 * sections); from then on those stages show read-only and their answers never
 * change, while the rest of the decision stays editable until it is evaluated.
 *
 * While a decision is open two regions run side by side: `screen` (what the
 * investor is doing) and `save` (the background save). A valid Next moves the
 * stage at once and asks `save` to store the decision; `save` runs one save at a
 * time, and a request that arrives while one runs is folded into a single follow-up
 * save of the latest answers, sent with the version the running save returns.
 * Complete, Delete and leaving wait for a running save, so two saves of the same
 * decision never race each other into a version conflict.
 *
 * This file is the state chart; the guards and actions it names are defined in
 * `decision-editor.setup.ts`. The outside world comes in with `.provide()`
 * (`editorServices` in `decision-editor.services.ts`): the store as the
 * `loadDecision`, `saveDecision` and `deleteDecision` actors, the drafts and the
 * log as actions. Without them those refuse to run.
 */

import { and, type SnapshotFrom } from 'xstate';
import { nowIso } from './clock';
import { clearedValidation, forecastOnComplete, forSaving, stageCount } from './decision-editor.logic';
import { editorSetup } from './decision-editor.setup';
import { MESSAGES } from './machine-messages';

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
                    // The forecast is fixed here, with the answers it copies; the database stamps when.
                    input: ({ context }) => ({
                      decision: forSaving(context.decision, {
                        completed: true,
                        stage: stageCount(context),
                        forecast: forecastOnComplete(context),
                      }),
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
