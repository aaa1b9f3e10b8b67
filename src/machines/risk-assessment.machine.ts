/**
 * The risk tolerance dialog: closed → answering → result. Submitting needs every
 * required question of every section answered (an empty checkbox list is not an
 * answer); then the injected scorer rates the answers and the store keeps the
 * assessment. The scorer is injected rather than imported, so the machine holds
 * no rule and tests choose the result. Close and Done always clear the answers,
 * the result and the error, even mid-scoring or mid-save, so a reopened dialog
 * starts empty whatever was still under way.
 */

import { assertEvent, assign, emit, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type { Answers, Bank } from '../content/types';
import type { StorePort } from '../data/ports';
import type { RiskAssessment } from '../data/types';
import { applyFormAnswers, type FormAnswers } from '../engine/answers';
import { missingRequired } from '../engine/required';
import type { RiskResult } from '../scoring/types';
import { nowIso } from './clock';
import { MESSAGES, type Message, messageFor } from './messages';

export interface RiskAssessmentDeps {
  store: Pick<StorePort, 'saveRiskAssessment'>;
  /** `scoreRiskTolerance` of src/scoring; may throw on answers it cannot read. */
  scoreRiskTolerance(answers: Answers): RiskResult;
  /** Id for the new assessment: src/data's `newRiskAssessmentId`, or a fixed one in tests. */
  newId: () => string;
  now?: () => string;
}

export interface RiskAssessmentInput {
  /** The assessment bank; its sections are the dialog's titled sections. */
  bank: Bank;
  deps: RiskAssessmentDeps;
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

/** The stored assessment, for the session (current assessment, profile's risk tolerance). */
export type RiskAssessmentEmitted = { type: 'completed'; assessment: RiskAssessment };

export interface RiskAssessmentContext {
  deps: RiskAssessmentDeps;
  bank: Bank;
  answers: Answers;
  /** Required questions still unanswered after a refused submit, in bank order. */
  missing: string[];
  showRequiredErrors: boolean;
  /** The stored assessment once submitted; its `result` is what the result view shows. */
  assessment: RiskAssessment | null;
  error: Message | null;
}

function allMissing(bank: Bank, answers: Answers): string[] {
  return bank.sections.flatMap((section) => missingRequired(section, answers));
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

export const riskAssessmentMachine = setup({
  types: {
    context: {} as RiskAssessmentContext,
    events: {} as RiskAssessmentEvent,
    input: {} as RiskAssessmentInput,
    emitted: {} as RiskAssessmentEmitted,
    tags: {} as 'busy',
  },
  actors: {
    scoreRisk: fromPromise<RiskResult, { deps: RiskAssessmentDeps; answers: Answers }>(async ({ input }) =>
      input.deps.scoreRiskTolerance(input.answers),
    ),
    /**
     * Spawned rather than invoked: closing the dialog must not cancel a write that may
     * already have landed, so the store's answer still reaches the session, though no
     * longer the dialog.
     */
    saveAssessment: fromCallback<RiskAssessmentEvent, { deps: RiskAssessmentDeps; assessment: RiskAssessment }>(
      ({ input, sendBack }) => {
        input.deps.store.saveRiskAssessment(input.assessment).then(
          (assessment) => sendBack({ type: 'STORED', assessment }),
          (error: unknown) => sendBack({ type: 'STORE_FAILED', id: input.assessment.id, error }),
        );
      },
    ),
  },
  guards: {
    incomplete: ({ context }) => allMissing(context.bank, context.answers).length > 0,
    /** The store's answer is about the assessment the open dialog waits for. */
    awaited: ({ context, event }) =>
      (event.type === 'STORED' && event.assessment.id === context.assessment?.id) ||
      (event.type === 'STORE_FAILED' && event.id === context.assessment?.id),
  },
  actions: {
    clear: assign(cleared),
    startSave: spawnChild('saveAssessment', {
      id: ({ context }) => saveId((context.assessment as RiskAssessment).id),
      input: ({ context }) => ({ deps: context.deps, assessment: context.assessment as RiskAssessment }),
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
  context: ({ input }) => ({ deps: input.deps, bank: input.bank, ...cleared }),
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
        ANSWERS_CHANGED: {
          actions: assign(({ context, event }) => {
            const sections = context.bank.sections.filter((s) => !event.sectionId || s.id === event.sectionId);
            const answers = applyFormAnswers(context.answers, sections, event.answers);
            return {
              answers,
              missing: context.showRequiredErrors ? allMissing(context.bank, answers) : [],
              error: null,
            };
          }),
        },
        SUBMIT: [
          {
            guard: 'incomplete',
            actions: assign(({ context }) => ({
              showRequiredErrors: true,
              missing: allMissing(context.bank, context.answers),
              error: { key: MESSAGES.riskAnswersRequired },
            })),
          },
          { target: 'scoring', actions: assign({ error: null, showRequiredErrors: false, missing: [] }) },
        ],
        CLOSE: { target: 'closed', actions: 'clear' },
      },
    },
    // Close never waits: it clears the dialog at once, and a result still on its way is not shown.
    scoring: {
      tags: 'busy',
      on: { CLOSE: { target: 'closed', actions: 'clear' } },
      invoke: {
        src: 'scoreRisk',
        input: ({ context }) => ({ deps: context.deps, answers: context.answers }),
        onDone: {
          target: 'saving',
          actions: assign(({ context, event }) => ({
            assessment: {
              id: context.deps.newId(),
              score: event.output.score,
              type: event.output.type,
              name: event.output.name,
              answers: context.answers,
              result: event.output,
              createdAt: (context.deps.now ?? nowIso)(),
            },
          })),
        },
        onError: {
          target: 'answering',
          actions: assign(({ event }) => ({ error: messageFor(event.error, MESSAGES.generic) })),
        },
      },
    },
    saving: {
      tags: 'busy',
      entry: 'startSave',
      on: {
        STORED: {
          guard: 'awaited',
          target: 'result',
          actions: [assign(({ event }) => ({ assessment: event.assessment })), 'announceStored', 'endSave'],
        },
        // Nothing is shown as a result that was not stored; the answers stay for another try.
        STORE_FAILED: {
          guard: 'awaited',
          target: 'answering',
          actions: [
            assign(({ event }) => ({ assessment: null, error: messageFor(event.error, MESSAGES.riskSaveFailed) })),
            'endSave',
          ],
        },
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
