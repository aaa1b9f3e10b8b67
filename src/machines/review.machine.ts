/**
 * The review dialog of one completed decision: closed → answering → saving.
 * Save needs every answer to pass the gate all forms share (engine/answer-problems.ts:
 * required questions answered, numbers readable and in range); then the store
 * adds the review and the dialog closes, announcing it. Closing without
 * saving keeps what was typed for that decision, so a review closed by mistake is
 * still there when the dialog reopens on it; opening another decision's review
 * starts empty. While the store works the dialog stays open: a review that may
 * already be stored is never dropped from view half-way.
 */

import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Answers, Bank } from '../content/types';
import type { NewReview, Review } from '../data/types';
import { refusedQuestionIds } from '../engine/answer-problems';
import { applyFormAnswers, type FormAnswers } from '../engine/answers';
import { type UserMessage, userMessage } from '../i18n/user-message';
import { MESSAGES } from './machine-messages';
import { notSuppliedPromise } from './not-supplied';

export interface ReviewInput {
  /** The review bank; every section is on the one page of the dialog. */
  bank: Bank;
  /** Id for a new review: src/data's `newReviewId`, or a fixed one in tests. */
  newId: () => string;
}

export type ReviewEvent =
  | { type: 'OPEN'; decisionId: string }
  | { type: 'ANSWERS_CHANGED'; answers: FormAnswers }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

/** The stored review, for the session's list and the dashboard. */
export type ReviewEmitted = { type: 'reviewed'; review: Review };

export interface ReviewContext {
  bank: Bank;
  newId: () => string;
  /** The decision under review, or the last one reviewed while the dialog is closed. */
  decisionId: string | null;
  answers: Answers;
  /** Set by a refused Save: every missing or unreadable answer is marked from then on. */
  showErrors: boolean;
  error: UserMessage | null;
}

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
    emitted: {} as ReviewEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** The store's addReview, supplied by `reviewServices` through `.provide()`. */
    addReview: fromPromise<Review, NewReview>(notSuppliedPromise('addReview')),
  },
  guards: {
    sameDecision: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return event.decisionId === context.decisionId;
    },
    incomplete: ({ context }) => refusedQuestionIds(context.bank.sections, context.answers).length > 0,
  },
  actions: {
    startOver: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { decisionId: event.decisionId, answers: {}, showErrors: false, error: null };
    }),
    takeAnswers: assign(({ context, event }) => {
      assertEvent(event, 'ANSWERS_CHANGED');
      return { answers: applyFormAnswers(context.answers, context.bank.sections, event.answers), error: null };
    }),
    refuseIncomplete: assign({ showErrors: true, error: { key: MESSAGES.reviewAnswersRequired } }),
    clearError: assign({ error: null }),
    forgetAnswers: assign({ answers: {}, showErrors: false, error: null }),
    announce: emit((_, params: { review: Review }) => ({ type: 'reviewed' as const, review: params.review })),
    showSaveError: assign((_, params: { error: unknown }) => ({
      error: userMessage(params.error, MESSAGES.reviewSaveFailed),
    })),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    bank: input.bank,
    newId: input.newId,
    decisionId: null,
    answers: {},
    showErrors: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'sameDecision', target: 'answering', actions: 'clearError' },
          { target: 'answering', actions: 'startOver' },
        ],
      },
    },
    answering: {
      on: {
        ANSWERS_CHANGED: { actions: 'takeAnswers' },
        SAVE: [
          { guard: 'incomplete', actions: 'refuseIncomplete' },
          { target: 'saving', actions: 'clearError' },
        ],
        CLOSE: { target: 'closed' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'addReview',
        input: ({ context }) => ({
          id: context.newId(),
          decisionId: context.decisionId ?? '',
          bankId: context.bank.id,
          bankVersion: context.bank.version,
          answers: context.answers,
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'announce', params: ({ event }) => ({ review: event.output }) }, 'forgetAnswers'],
        },
        // The answers stay for another try; the message says what the store refused.
        onError: {
          target: 'answering',
          actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** Ids of the questions the dialog marks: missing or unreadable answers, once a Save was refused. */
export function markedQuestions(context: ReviewContext): string[] {
  return context.showErrors ? refusedQuestionIds(context.bank.sections, context.answers) : [];
}
