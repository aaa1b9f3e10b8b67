/**
 * The risk tolerance dialog: closed → answering → result. Submitting needs every
 * section to pass the gate all forms share (engine/answer-problems.ts: every
 * required question answered, an empty checkbox list being no answer, and typed
 * numbers readable); then the injected scorer rates the answers and the store keeps the
 * assessment. The scorer is injected rather than imported, so the machine holds
 * no rule and tests choose the result. Close and Done always clear the answers,
 * the result and the error, even mid-scoring or mid-save, so a reopened dialog
 * starts empty whatever was still under way.
 */

import { assertEvent, assign, emit, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type { Answers, Bank } from '../content/types';
import type { RiskAssessment } from '../data/types';
import { refusedQuestionIds } from '../engine/answer-problems';
import { applyFormAnswers, type FormAnswers } from '../engine/answers';
import { type UserMessage, userMessage } from '../i18n/user-message';
import { MESSAGES } from './machine-messages';
import { notSuppliedCall, notSuppliedPromise } from './not-supplied';

export interface RiskAssessmentInput {
  /** The assessment bank; its sections are the dialog's titled sections. */
  bank: Bank;
}

export type RiskAssessmentEvent =
  | { type: 'OPEN' }
  /** Form data of one section (`sectionId`) or, without it, of the whole dialog; those questions are replaced. */
  | { type: 'ANSWERS_CHANGED'; answers: FormAnswers; sectionId?: string }
  | { type: 'SUBMIT' }
  | { type: 'DONE' }
  | { type: 'CLOSE' }
  /** From the store: the assessment `assessment.id` was kept. */
  | { type: 'STORED'; assessment: RiskAssessment }
  /** From the store: keeping the assessment `id` failed. */
  | { type: 'STORE_FAILED'; id: string; error: unknown };

/** What scoring takes: the answers and the bank (id and released version) they were given on. */
export interface AssessInput {
  answers: Answers;
  bankId: string;
  bankVersion: string;
}

/** The stored assessment, for the session (current assessment, profile's risk tolerance). */
export type RiskAssessmentEmitted = { type: 'completed'; assessment: RiskAssessment };

export interface RiskAssessmentContext {
  bank: Bank;
  answers: Answers;
  /** Questions the gate refuses after a refused submit (required ones unanswered, numbers unread…), in bank order. */
  missing: string[];
  showRequiredErrors: boolean;
  /** The stored assessment once submitted; its `result` is what the result view shows. */
  assessment: RiskAssessment | null;
  error: UserMessage | null;
}

/** The store call of one assessment, named after it so a late answer is told apart from the awaited one. */
const saveId = (assessmentId: string) => `save:${assessmentId}`;

const cleared = {
  answers: {},
  missing: [],
  showRequiredErrors: false,
  assessment: null,
  error: null,
} satisfies Partial<RiskAssessmentContext>;

/** What the dialog shows: the answers and their marks, the error, whether it is busy, and a stored result. */
export function selectDialog(snapshot: {
  hasTag(tag: 'busy'): boolean;
  matches(state: 'closed' | 'result'): boolean;
  context: RiskAssessmentContext;
}) {
  const { context } = snapshot;
  return {
    closed: snapshot.matches('closed'),
    answers: context.answers,
    showRequiredErrors: context.showRequiredErrors,
    error: context.error,
    busy: snapshot.hasTag('busy'),
    // Only a stored assessment is a result: while it saves, the form stays, busy, so Done cannot outrun the save.
    result: snapshot.matches('result') ? (context.assessment?.result ?? null) : null,
  };
}

export const riskAssessmentMachine = setup({
  types: {
    context: {} as RiskAssessmentContext,
    events: {} as RiskAssessmentEvent,
    input: {} as RiskAssessmentInput,
    emitted: {} as RiskAssessmentEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** Rates the answers and dates the assessment, with a fresh id and the bank it was answered on. */
    assess: fromPromise<RiskAssessment, AssessInput>(notSuppliedPromise('assess')),
    /**
     * Spawned rather than invoked: closing the dialog must not cancel a write that may
     * already have landed, so the store's answer still reaches the session, though no
     * longer the dialog. It answers with STORED or STORE_FAILED.
     */
    saveAssessment: fromCallback<RiskAssessmentEvent, { assessment: RiskAssessment | null }>(
      notSuppliedCall('saveAssessment'),
    ),
  },
  guards: {
    incomplete: ({ context }) => refusedQuestionIds(context.bank.sections, context.answers).length > 0,
    /** The store's answer is about the assessment the open dialog waits for. */
    awaited: ({ context, event }) => {
      assertEvent(event, ['STORED', 'STORE_FAILED']);
      return (event.type === 'STORED' ? event.assessment.id : event.id) === context.assessment?.id;
    },
  },
  actions: {
    clear: assign(cleared),
    takeAnswers: assign(({ context, event }) => {
      assertEvent(event, 'ANSWERS_CHANGED');
      const sections = context.bank.sections.filter((s) => !event.sectionId || s.id === event.sectionId);
      const answers = applyFormAnswers(context.answers, sections, event.answers);
      return {
        answers,
        missing: context.showRequiredErrors ? refusedQuestionIds(context.bank.sections, answers) : [],
        error: null,
      };
    }),
    showMissing: assign(({ context }) => ({
      showRequiredErrors: true,
      missing: refusedQuestionIds(context.bank.sections, context.answers),
      error: { key: MESSAGES.riskAnswersRequired },
    })),
    clearMissing: assign({ error: null, showRequiredErrors: false, missing: [] }),
    takeAssessment: assign((_, params: { assessment: RiskAssessment }) => ({ assessment: params.assessment })),
    showScoringFailure: assign((_, params: { error: unknown }) => ({
      error: userMessage(params.error, MESSAGES.generic),
    })),
    takeStored: assign(({ event }) => {
      assertEvent(event, 'STORED');
      return { assessment: event.assessment };
    }),
    /** Nothing is shown as a result that was not stored; the answers stay for another try. */
    showStoreFailure: assign(({ event }) => {
      assertEvent(event, 'STORE_FAILED');
      return { assessment: null, error: userMessage(event.error, MESSAGES.riskSaveFailed) };
    }),
    startSave: spawnChild('saveAssessment', {
      id: ({ context }) => saveId(context.assessment?.id ?? ''),
      input: ({ context }) => ({ assessment: context.assessment }),
    }),
    endSave: stopChild(({ event }) => {
      assertEvent(event, ['STORED', 'STORE_FAILED']);
      return saveId(event.type === 'STORED' ? event.assessment.id : event.id);
    }),
    /** Whatever the dialog shows by now, a stored assessment is the session's to take. */
    announceStored: emit(({ event }) => {
      assertEvent(event, 'STORED');
      return { type: 'completed' as const, assessment: event.assessment };
    }),
  },
}).createMachine({
  id: 'riskAssessment',
  context: ({ input }) => ({ bank: input.bank, ...cleared }),
  initial: 'closed',
  // A store answer the dialog no longer waits for (it was closed meanwhile) still reaches the session.
  on: {
    STORED: { actions: ['announceStored', 'endSave'] },
    STORE_FAILED: { actions: 'endSave' },
  },
  states: {
    closed: {
      on: { OPEN: { target: 'answering', actions: 'clear' } },
    },
    answering: {
      on: {
        ANSWERS_CHANGED: { actions: 'takeAnswers' },
        SUBMIT: [
          { guard: 'incomplete', actions: 'showMissing' },
          { target: 'scoring', actions: 'clearMissing' },
        ],
        CLOSE: { target: 'closed', actions: 'clear' },
      },
    },
    // Close never waits: it clears the dialog at once, and a result still on its way is not shown.
    scoring: {
      tags: 'busy',
      on: { CLOSE: { target: 'closed', actions: 'clear' } },
      invoke: {
        src: 'assess',
        input: ({ context }) => ({
          answers: context.answers,
          bankId: context.bank.id,
          bankVersion: context.bank.version,
        }),
        onDone: {
          target: 'saving',
          actions: { type: 'takeAssessment', params: ({ event }) => ({ assessment: event.output }) },
        },
        onError: {
          target: 'answering',
          actions: { type: 'showScoringFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      tags: 'busy',
      entry: 'startSave',
      on: {
        STORED: { guard: 'awaited', target: 'result', actions: ['takeStored', 'announceStored', 'endSave'] },
        STORE_FAILED: { guard: 'awaited', target: 'answering', actions: ['showStoreFailure', 'endSave'] },
        CLOSE: { target: 'closed', actions: 'clear' },
      },
    },
    result: {
      on: {
        DONE: { target: 'closed', actions: 'clear' },
        CLOSE: { target: 'closed', actions: 'clear' },
      },
    },
  },
});
