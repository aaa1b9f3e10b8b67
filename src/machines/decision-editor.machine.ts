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
 * The store is reached only through the `loadDecision`, `saveDecision` and
 * `deleteDecision` actors, supplied with `.provide()` (see `withDecisionStore`).
 * The draft port and the logger are synchronous local helpers passed in the input.
 */

import { and, assertEvent, assign, emit, fromPromise, not, raise, type SnapshotFrom, setup, stateIn } from 'xstate';
import type { Answers, Bank, Section } from '../content/types';
import type { StorePort } from '../data/ports';
import type { Decision } from '../data/types';
import { applyFormAnswers, type FormAnswers, sameAnswers } from '../engine/answers';
import { nowIso } from './clock';
import {
  checkStep,
  type FocusTarget,
  forSaving,
  mergeSaved,
  pickDraftOffer,
  restoreDraft,
  sameContent,
} from './decision-editor.logic';
import type { DecisionDraft, DraftPort } from './draft-port';
import { isConflict, MESSAGES, type Message, messageFor } from './messages';

export interface DecisionEditorDeps {
  /** The signed-in user's drafts. */
  drafts: DraftPort;
  /** Failed loads, saves and deletes are logged here (the console in the app). */
  logger: { error(message: string, error: unknown): void };
  /** A never-saved decision on the bank, with a fresh id: src/data's `newDecision`, or one with a fixed id in tests. */
  newDecision: (bank: { bankId: string; bankVersion: string }, now: Date) => Decision;
  now?: () => string;
}

export type DecisionEditorInput =
  | { mode: 'create'; bank: Bank; deps: DecisionEditorDeps }
  | { mode: 'edit'; decisionId: string; bank: Bank; deps: DecisionEditorDeps };

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
  error: Message | null;
  /** Set when the last background save failed: the typing is in the draft, not in the store. */
  saveError: Message | null;
}

export interface DecisionEditorContext {
  drafts: DraftPort;
  logger: DecisionEditorDeps['logger'];
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
  error: Message | null;
  /** Why the last background save failed; null once one succeeds. */
  saveError: Message | null;
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

/** The bank section of the stage on screen. */
export function currentSection(context: Pick<DecisionEditorContext, 'bank' | 'stage'>): Section | undefined {
  return context.bank.sections[context.stage - 1];
}

/** The decision's answers with the current stage's form data folded in. */
function withStageAnswers(context: DecisionEditorContext, formData: FormAnswers): Answers {
  const section = currentSection(context);
  return applyFormAnswers(context.decision.answers, section ? [section] : [], formData);
}

function stageCount(context: Pick<DecisionEditorContext, 'bank'>): number {
  return context.bank.sections.length;
}

function clampStage(stage: number, context: Pick<DecisionEditorContext, 'bank'>): number {
  return Math.min(Math.max(1, Math.trunc(stage) || 1), Math.max(1, stageCount(context)));
}

const VALIDATION_KEYS: readonly string[] = [MESSAGES.nameRequired, MESSAGES.answersRequired];

/** Validation banners come and go with the fields; save and delete errors stay until dismissed. */
export function isValidationError(error: Message | null): boolean {
  return error !== null && VALIDATION_KEYS.includes(error.key);
}

const clearedValidation = {
  showRequiredErrors: false,
  nameMissing: false,
  missing: [],
  focus: null,
} satisfies Partial<DecisionEditorContext>;

/** The store calls the editor needs; `withDecisionStore` supplies them, and without it they refuse. */
type StoreCalls = Pick<StorePort, 'getDecision' | 'saveDecision' | 'deleteDecision'>;

const notSupplied = (name: string) => () => Promise.reject(new Error(`${name} was not supplied with .provide()`));

export const decisionEditorMachine = setup({
  types: {
    context: {} as DecisionEditorContext,
    events: {} as DecisionEditorEvent,
    input: {} as DecisionEditorInput,
    output: {} as DecisionEditorOutput,
    emitted: {} as DecisionEditorEmitted,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    loadDecision: fromPromise<Decision | null, { id: string }>(notSupplied('loadDecision')),
    saveDecision: fromPromise<Decision, { decision: Decision }>(notSupplied('saveDecision')),
    deleteDecision: fromPromise<void, { id: string; version: number }>(notSupplied('deleteDecision')),
  },
  guards: {
    /** A change event that changes nothing (a form reporting its defaults) is not an edit. */
    unchanged: ({ context, event }) =>
      (event.type === 'NAME_CHANGED' && event.name === context.decision.name) ||
      (event.type === 'ANSWERS_CHANGED' &&
        sameAnswers(withStageAnswers(context, event.answers), context.decision.answers)),
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
    /** Background saves start only from the editing screen: Complete and Delete save or delete themselves. */
    mayStartSave: and([not('isReadOnly'), stateIn({ open: { screen: 'editing' } })]),
    /** A save was asked for during the one that just came back, and the answers moved on since. */
    moreToSave: ({ context }, params: { saved: Decision }) =>
      context.saveQueued &&
      (!sameContent(context.decision, params.saved) || context.decision.stage > params.saved.stage),
  },
  actions: {
    offerDraft: assign(({ context }) => ({
      draftOffer: pickDraftOffer(context.drafts, context.bank, context.decision, context.mode),
    })),
    /** A stored draft that is not offered (read-only, or nothing new in it) is dropped. */
    dropStaleDraft: ({ context }) => {
      if (context.mode === 'edit' && !context.draftOffer && context.drafts.read(context.decision.id)) {
        context.drafts.clear(context.decision.id);
      }
    },
    takeLoaded: assign(({ context }, params: { decision: Decision | null }) => {
      const decision = params.decision ?? context.decision;
      return { decision, stage: clampStage(decision.stage, context), readOnly: decision.evaluated, error: null };
    }),
    writeDraft: ({ context }) => {
      if (context.dirty && !context.readOnly) context.drafts.write(context.decision, context.stage);
    },
    /** After a save: the draft goes only when the store holds exactly what is on screen. */
    syncDraft: ({ context }) => {
      if (context.dirty) context.drafts.write(context.decision, context.stage);
      else context.drafts.clear(context.decision.id);
    },
    clearDraft: ({ context }) => context.drafts.clear(context.decision.id),
    restoreOfferedDraft: assign(({ context }) => {
      const draft = context.draftOffer as DecisionDraft;
      return {
        decision: restoreDraft(context.decision, draft),
        stage: clampStage(draft.stage, context),
        dirty: true,
        draftOffer: null,
      };
    }),
    discardOfferedDraft: ({ context }) => context.drafts.clear((context.draftOffer as DecisionDraft).decision.id),
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
    logFailure: ({ context }, params: { what: string; error: unknown }) =>
      context.logger.error(params.what, params.error),
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
    clearDraftOffer: assign({ draftOffer: null }),
    markNotFound: assign({ error: { key: MESSAGES.decisionNotFound } }),
    /** Shows `error` as a store error's own message when it has one, else as `fallbackKey`. */
    showFailure: assign((_, params: { error: unknown; fallbackKey: string }) => ({
      error: messageFor(params.error, params.fallbackKey),
    })),
    clearValidation: assign({ ...clearedValidation }),
  },
}).createMachine({
  id: 'decisionEditor',
  context: ({ input }) => {
    const now = new Date((input.deps.now ?? nowIso)());
    const blank = input.deps.newDecision({ bankId: input.bank.id, bankVersion: input.bank.version }, now);
    const id = input.mode === 'edit' ? input.decisionId : blank.id;
    return {
      drafts: input.deps.drafts,
      logger: input.deps.logger,
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
          { guard: 'unchanged' },
          { guard: 'isReadOnly', actions: 'refuseReadOnly' },
          { actions: ['takeName', 'afterEdit', 'writeDraft'] },
        ],
        ANSWERS_CHANGED: [
          { guard: 'unchanged' },
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
                waiting: { always: { guard: not('saveRunning'), target: 'saving' } },
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
                waiting: { always: { guard: not('saveRunning'), target: 'running' } },
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
              always: { guard: not('saveRunning'), target: '#decisionEditor.closed' },
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
    closed: { type: 'final', entry: assign({ outcome: 'closed' }) },
    completed: { type: 'final', entry: assign({ outcome: 'completed' }) },
    deleted: { type: 'final', entry: assign({ outcome: 'deleted' }) },
    notFound: { type: 'final', entry: assign({ outcome: 'notFound' }) },
  },
});

export type DecisionEditorSnapshot = SnapshotFrom<typeof decisionEditorMachine>;

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

/** The editor machine wired to a store: the only way its actors reach the database. */
export function withDecisionStore(store: StoreCalls) {
  return decisionEditorMachine.provide({
    actors: {
      loadDecision: fromPromise<Decision | null, { id: string }>(({ input }) => store.getDecision(input.id)),
      saveDecision: fromPromise<Decision, { decision: Decision }>(({ input }) => store.saveDecision(input.decision)),
      deleteDecision: fromPromise<void, { id: string; version: number }>(({ input }) =>
        store.deleteDecision(input.id, input.version),
      ),
    },
  });
}
