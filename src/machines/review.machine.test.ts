import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Answers, Bank, Question } from '../content/types';
import { StoreError } from '../data/store-error';
import type { NewReview, Review } from '../data/types';
import { MESSAGES } from './machine-messages';
import { markedQuestions, reviewMachine } from './review.machine';
import { reviewServices } from './review.services';

const reviewBank: Bank = (() => {
  const bank = loadContentFromDisk(`${import.meta.dirname}/../..`).banks.find(({ kind }) => kind === 'review');
  if (!bank) throw new Error('no review bank shipped');
  return bank;
})();
const questions = reviewBank.sections.flatMap((section) => section.questions);
const required = questions.filter((question) => question.required);

/** A readable answer of any question type, as an investor would give it. */
function answerOf(question: Question): string | string[] {
  switch (question.type) {
    case 'number':
      return '-12.5';
    case 'date':
      return '2027-03-01';
    case 'checkbox':
      return [question.options?.[0]?.value ?? ''];
    case 'radio':
    case 'select':
    case 'yesno':
      return question.options?.[0]?.value ?? '';
    default:
      return 'Margins held; I sold too early.';
  }
}
const fullAnswers: Answers = Object.fromEntries(required.map((question) => [question.id, answerOf(question)]));

function openReview(addReview: (review: NewReview) => Promise<Review> = async (review) => stored(review)) {
  const calls: NewReview[] = [];
  const machine = reviewMachine.provide(
    reviewServices({
      store: {
        addReview: async (review) => {
          calls.push(review);
          return addReview(review);
        },
      },
    }),
  );
  let ids = 0;
  const actor = createActor(machine, { input: { bank: reviewBank, newId: () => `review-${++ids}` } });
  const reviewed: Review[] = [];
  actor.on('reviewed', (event) => reviewed.push(event.review));
  actor.start();
  actor.send({ type: 'OPEN', decisionId: 'decision-1' });
  return { actor, calls, reviewed };
}
const stored = (review: NewReview): Review => ({ ...review, createdAt: '2027-01-01T00:00:00.000Z' });

describe('the review dialog', () => {
  it('stores a complete review on the bank it was answered on, announces it and closes', async () => {
    const { actor, calls, reviewed } = openReview();
    actor.send({ type: 'ANSWERS_CHANGED', answers: fullAnswers });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([
      {
        id: 'review-1',
        decisionId: 'decision-1',
        bankId: reviewBank.id,
        bankVersion: reviewBank.version,
        answers: fullAnswers,
      },
    ]);
    expect(reviewed).toEqual([stored(calls[0] as NewReview)]);
    // The next review of the same decision starts empty.
    actor.send({ type: 'OPEN', decisionId: 'decision-1' });
    expect(actor.getSnapshot().context.answers).toEqual({});
  });

  it('saves only when every required question is answered, and marks what is missing', () => {
    fc.assert(
      fc.property(fc.subarray(required, { minLength: 0, maxLength: required.length - 1 }), (answered) => {
        const { actor, calls } = openReview();
        actor.send({
          type: 'ANSWERS_CHANGED',
          answers: Object.fromEntries(answered.map((question) => [question.id, answerOf(question)])),
        });
        actor.send({ type: 'SAVE' });
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches('answering')).toBe(true);
        expect(calls).toEqual([]);
        expect(snapshot.context.error).toEqual({ key: MESSAGES.reviewAnswersRequired });
        expect(markedQuestions(snapshot.context).sort()).toEqual(
          required
            .filter((question) => !answered.includes(question))
            .map(({ id }) => id)
            .sort(),
        );
        actor.stop();
      }),
    );
  });

  it('refuses a return that is not a number, and keeps what was typed', () => {
    const numberQuestion = questions.find((question) => question.type === 'number');
    if (!numberQuestion) throw new Error('the review bank asks for a number');
    const { actor, calls } = openReview();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { ...fullAnswers, [numberQuestion.id]: 'about ten' } });
    actor.send({ type: 'SAVE' });
    expect(calls).toEqual([]);
    expect(markedQuestions(actor.getSnapshot().context)).toEqual([numberQuestion.id]);
    expect(actor.getSnapshot().context.answers[numberQuestion.id]).toBe('about ten');
  });

  it('keeps the answers of a review closed unsaved for its decision, not for another one', () => {
    const { actor } = openReview();
    actor.send({ type: 'ANSWERS_CHANGED', answers: fullAnswers });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', decisionId: 'decision-1' });
    expect(actor.getSnapshot().context.answers).toEqual(fullAnswers);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', decisionId: 'decision-2' });
    expect(actor.getSnapshot().context.answers).toEqual({});
  });

  it('says why the store refused, keeps the answers, and saves on the next try', async () => {
    const addReview = vi
      .fn<(review: NewReview) => Promise<Review>>()
      .mockRejectedValueOnce(new StoreError('network', 'network'))
      .mockImplementation(async (review) => stored(review));
    const { actor, reviewed } = openReview(addReview);
    actor.send({ type: 'ANSWERS_CHANGED', answers: fullAnswers });
    actor.send({ type: 'SAVE' });
    const failed = await waitFor(actor, (s) => s.matches('answering') && s.context.error !== null);
    expect(failed.context.error?.key).toBe('errors:network');
    expect(failed.context.answers).toEqual(fullAnswers);
    expect(reviewed).toEqual([]);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(reviewed).toHaveLength(1);
  });
});
