/**
 * The decision editor: one decision walked through the stages of a decision bank
 * (one stage per bank section, so the stage count comes from the bank). It owns
 * stage navigation, the validation gate on Next and Complete, saving, deleting,
 * read-only mode for evaluated decisions, and the local draft that keeps unsaved
 * typing safe. Side effects go through `input.deps`; the actors below only call
 * them, so tests pass fakes in the input or `.provide()` other actors.
 */
import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import type { Answers, Bank, Section } from '../content/types';
import { newDecision } from '../data/ids';
import type { StorePort } from '../data/ports';
import type { Decision } from '../data/types';
import { applyFormAnswers, type FormAnswers, sameAnswers } from './answers';
import { nowIso } from './clock';
import {
  checkStep,
  type FocusTarget,
  mergeSaved,
  pickDraftOffer,
  restoreDraft,
  sameContent,
} from './decisionEditor.logic';
import type { DecisionDraft, DraftPort } from './draftPort';
import { MESSAGES, type Message, messageFor } from './messages';

export interface DecisionEditorDeps {
  store: Pick<StorePort, 'getDecision' | 'saveDecision' | 'deleteDecision'>;
  /** The signed-in user's drafts. */
  drafts: DraftPort;
  /** Failed saves and deletes are logged here (the console in the app). */
  logger: { error(message: string, error: unknown): void };
  /** Id for a new decision; src/data's `newDecisionId` unless a test fixes it. */
  newId?: () => string;
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
  | { type: 'DISMISS_ERROR' };

/** Emitted so the session's decision list is updated with just this decision. */
export type DecisionEditorEmitted = { type: 'saved'; decision: Decision } | { type: 'deleted'; id: string };

export type EditorOutcome = 'closed' | 'completed' | 'deleted' | 'notFound';

export interface DecisionEditorOutput {
  outcome: EditorOutcome;
  decision: Decision;
  error: Message | null;
}

export interface DecisionEditorContext {
  deps: DecisionEditorDeps;
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
  error: Message | null;
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
    loadDecision: fromPromise<Decision | null, { deps: DecisionEditorDeps; id: string }>(({ input }) =>
      input.deps.store.getDecision(input.id),
    ),
    saveDecision: fromPromise<Decision, { deps: DecisionEditorDeps; decision: Decision }>(({ input }) =>
      input.deps.store.saveDecision(input.decision),
    ),
    deleteDecision: fromPromise<void, { deps: DecisionEditorDeps; id: string; version: number }>(({ input }) =>
      input.deps.store.deleteDecision(input.id, input.version),
    ),
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
  },
  actions: {
    offerDraft: assign(({ context }) => ({
      draftOffer: pickDraftOffer(context.deps.drafts, context.bank, context.decision, context.mode),
    })),
    /** A stored draft that is not offered (read-only, or nothing new in it) is dropped. */
    dropStaleDraft: ({ context }) => {
      if (context.mode === 'edit' && !context.draftOffer && context.deps.drafts.read(context.decision.id)) {
        context.deps.drafts.clear(context.decision.id);
      }
    },
    writeDraft: ({ context }) => {
      if (context.dirty && !context.readOnly) context.deps.drafts.write(context.decision, context.stage);
    },
    /** After a save: keep the draft only if something was typed that the save did not include. */
    syncDraft: ({ context }) => {
      if (context.dirty) context.deps.drafts.write(context.decision, context.stage);
      else context.deps.drafts.clear(context.decision.id);
    },
    clearDraft: ({ context }) => context.deps.drafts.clear(context.decision.id),
    refuseReadOnly: assign({ error: { key: MESSAGES.readOnly } }),
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
  },
}).createMachine({
  id: 'decisionEditor',
  context: ({ input }) => {
    const now = new Date((input.deps.now ?? nowIso)());
    const blank = newDecision({ bankId: input.bank.id, bankVersion: input.bank.version }, now);
    const id = input.mode === 'edit' ? input.decisionId : (input.deps.newId?.() ?? blank.id);
    return {
      deps: input.deps,
      bank: input.bank,
      mode: input.mode,
      decision: { ...blank, id },
      stage: 1,
      readOnly: false,
      dirty: false,
      ...clearedValidation,
      failedSteps: 0,
      error: null,
      draftOffer: null,
      outcome: null,
    };
  },
  initial: 'opening',
  output: ({ context }) => ({
    outcome: context.outcome ?? 'closed',
    decision: context.decision,
    error: context.error,
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
        src: 'loadDecision',
        input: ({ context }) => ({ deps: context.deps, id: context.decision.id }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'open',
            actions: [
              assign(({ context, event }) => {
                const decision = event.output ?? context.decision;
                return { decision, stage: clampStage(decision.stage, context), readOnly: decision.evaluated };
              }),
              'offerDraft',
              'dropStaleDraft',
            ],
          },
          { target: 'notFound', actions: assign({ error: { key: MESSAGES.decisionNotFound } }) },
        ],
        onError: {
          target: 'notFound',
          actions: [
            ({ context, event }) => context.deps.logger.error('Loading the decision failed', event.error),
            assign(({ event }) => ({ error: messageFor(event.error, MESSAGES.decisionNotFound) })),
          ],
        },
      },
      on: { CLOSE: 'closed' },
    },
    open: {
      initial: 'editing',
      on: {
        NAME_CHANGED: [
          { guard: 'unchanged' },
          { guard: 'isReadOnly', actions: 'refuseReadOnly' },
          {
            actions: [
              assign(({ context, event }) => ({ decision: { ...context.decision, name: event.name } })),
              'afterEdit',
              'writeDraft',
            ],
          },
        ],
        ANSWERS_CHANGED: [
          { guard: 'unchanged' },
          { guard: 'isReadOnly', actions: 'refuseReadOnly' },
          {
            actions: [
              assign(({ context, event }) => ({
                decision: { ...context.decision, answers: withStageAnswers(context, event.answers) },
              })),
              'afterEdit',
              'writeDraft',
            ],
          },
        ],
        RESTORE_DRAFT: {
          guard: 'hasDraftOffer',
          actions: assign(({ context }) => {
            const draft = context.draftOffer as DecisionDraft;
            return {
              decision: restoreDraft(context.decision, draft),
              stage: clampStage(draft.stage, context),
              dirty: true,
              draftOffer: null,
            };
          }),
        },
        DISCARD_DRAFT: {
          guard: 'hasDraftOffer',
          actions: [
            ({ context }) => context.deps.drafts.clear((context.draftOffer as DecisionDraft).decision.id),
            assign({ draftOffer: null }),
          ],
        },
        DISMISS_ERROR: { actions: assign({ error: null }) },
      },
      states: {
        editing: {
          on: {
            NEXT: [
              { guard: and(['hasNextStage', 'isReadOnly']), actions: 'stepForward' },
              { guard: and(['hasNextStage', 'stepIncomplete']), actions: 'showMissing' },
              { guard: and(['hasNextStage', 'needsSave']), target: 'advancing' },
              { guard: 'hasNextStage', actions: ['stepForward', 'writeDraft'] },
            ],
            PREVIOUS: { guard: 'hasPreviousStage', actions: ['stepBack', 'writeDraft'] },
            COMPLETE: [
              { guard: and(['isLastStage', 'isReadOnly']), actions: 'refuseReadOnly' },
              { guard: and(['isLastStage', 'stepIncomplete']), actions: 'showMissing' },
              { guard: 'isLastStage', target: 'completing' },
            ],
            DELETE: [
              { guard: and(['isEditMode', 'isReadOnly']), actions: 'refuseReadOnly' },
              { guard: and(['isEditMode', not('isReadOnly')]), target: 'deleting' },
            ],
            CLOSE: '#decisionEditor.closed',
          },
        },
        /** Next saves the stage reached (so a reopened decision resumes there) and what was typed. */
        advancing: {
          tags: ['busy', 'saving'],
          invoke: {
            src: 'saveDecision',
            input: ({ context }) => ({
              deps: context.deps,
              decision: { ...context.decision, stage: Math.max(context.decision.stage, context.stage + 1) },
            }),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const decision = mergeSaved(context.decision, event.output);
                  return { decision, dirty: !sameContent(decision, event.output) };
                }),
                'syncDraft',
                emit(({ event }) => ({ type: 'saved' as const, decision: event.output })),
                'stepForward',
              ],
            },
            // The step itself was valid, so the investor moves on; the draft keeps the typing.
            onError: {
              target: 'editing',
              actions: [
                ({ context, event }) => context.deps.logger.error('Saving the decision failed', event.error),
                'stepForward',
                'writeDraft',
                assign(({ event }) => ({ error: messageFor(event.error, MESSAGES.decisionSaveFailed) })),
              ],
            },
          },
        },
        completing: {
          tags: ['busy', 'saving'],
          invoke: {
            src: 'saveDecision',
            input: ({ context }) => ({
              deps: context.deps,
              decision: { ...context.decision, completed: true, stage: stageCount(context) },
            }),
            onDone: {
              target: '#decisionEditor.completed',
              actions: [
                assign(({ context, event }) => {
                  const decision = mergeSaved(context.decision, event.output);
                  return { ...clearedValidation, decision, dirty: !sameContent(decision, event.output), error: null };
                }),
                'syncDraft',
                emit(({ event }) => ({ type: 'saved' as const, decision: event.output })),
              ],
            },
            // The decision stays as it was (not completed) and its typing stays in the draft.
            onError: {
              target: 'editing',
              actions: [
                ({ context, event }) => context.deps.logger.error('Completing the decision failed', event.error),
                assign(({ event }) => ({ ...clearedValidation, error: messageFor(event.error, MESSAGES.generic) })),
                'writeDraft',
              ],
            },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            src: 'deleteDecision',
            input: ({ context }) => ({
              deps: context.deps,
              id: context.decision.id,
              version: context.decision.version,
            }),
            onDone: {
              target: '#decisionEditor.deleted',
              actions: ['clearDraft', emit(({ context }) => ({ type: 'deleted' as const, id: context.decision.id }))],
            },
            onError: {
              target: 'editing',
              actions: [
                ({ context, event }) => context.deps.logger.error('Deleting the decision failed', event.error),
                assign(({ event }) => ({ error: messageFor(event.error, MESSAGES.decisionDeleteFailed) })),
              ],
            },
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
