import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Answers } from '../content/types';
import { StoreError } from '../data/store-error';
import type { RiskAssessment } from '../data/types';
import type { RiskResult } from '../scoring/types';
import { MESSAGES } from './machine-messages';
import { riskAssessmentMachine } from './risk-assessment.machine';
import { riskAssessmentServices } from './risk-assessment.services';
import { riskAnswers, riskBank } from './testing/banks';

const result: RiskResult = {
  score: 62,
  type: 'balanced',
  name: 'risk.type.balanced.name',
  description: 'risk.type.balanced.description',
  recommendation: 'risk.type.balanced.recommendation',
  needsVerification: false,
  needsWarning: true,
  warningText: 'risk.warning.age',
};

function openDialog() {
  const scoreRiskTolerance = vi.fn((_answers: Answers) => result);
  const saveRiskAssessment = vi.fn(async (a: RiskAssessment) => a);
  const services = riskAssessmentServices({
    store: { saveRiskAssessment },
    scoreRiskTolerance,
    newId: () => 'risk-1',
    now: () => '2024-05-01T00:00:00.000Z',
  });
  const actor = createActor(riskAssessmentMachine.provide(services), { input: { bank: riskBank } });
  const completed: RiskAssessment[] = [];
  actor.on('completed', (e) => completed.push(e.assessment));
  actor.start();
  actor.send({ type: 'OPEN' });
  return { actor, scoreRiskTolerance, saveRiskAssessment, completed };
}

type Dialog = ReturnType<typeof openDialog>['actor'];
const settled = (actor: Dialog) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('risk assessment dialog', () => {
  it('starts closed and opens to an empty form', () => {
    const services = riskAssessmentServices({
      store: { saveRiskAssessment: vi.fn() },
      scoreRiskTolerance: vi.fn(),
      newId: () => 'risk-1',
    });
    const actor = createActor(riskAssessmentMachine.provide(services), { input: { bank: riskBank } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.answers).toEqual({});
  });

  it('refuses to submit with anything unanswered, across all sections, and scores nothing', () => {
    const { actor, scoreRiskTolerance } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'r-1': 'low' } });
    actor.send({ type: 'SUBMIT' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('answering');
    expect(context.error).toEqual({ key: MESSAGES.riskAnswersRequired });
    expect(context.missing).toEqual(['r-2', 'r-3']);
    expect(scoreRiskTolerance).not.toHaveBeenCalled();
  });

  it('counts an empty checkbox list as unanswered', () => {
    const { actor, scoreRiskTolerance } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { ...riskAnswers, 'r-2': [] } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.missing).toEqual(['r-2']);
    expect(scoreRiskTolerance).not.toHaveBeenCalled();
  });

  it('clears a displayed error on any answer change and keeps the marked fields current', () => {
    const { actor } = openDialog();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'r-1': 'high' }, sectionId: 'fin' });
    const { context } = actor.getSnapshot();
    expect(context.error).toBeNull();
    expect(context.missing).toEqual(['r-2', 'r-3']);
  });

  it('replaces only the named section when one section reports its form data', () => {
    const { actor } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'r-2': ['b'] }, sectionId: 'exp' });
    expect(actor.getSnapshot().context.answers).toEqual({ 'r-1': 'high', 'r-2': ['b'] });
  });

  it('scores, stores and shows the result, and tells the session', async () => {
    const { actor, scoreRiskTolerance, saveRiskAssessment, completed } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    // Stamped with the bank the dialog was opened with, so it can be reopened on its own questions.
    const expected = {
      id: 'risk-1',
      bankId: riskBank.id,
      bankVersion: riskBank.version,
      score: 62,
      type: 'balanced',
      name: result.name,
      answers: riskAnswers,
      result,
      createdAt: '2024-05-01T00:00:00.000Z',
    };
    expect(scoreRiskTolerance).toHaveBeenCalledWith(riskAnswers);
    expect(saveRiskAssessment).toHaveBeenCalledWith(expected);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.assessment).toEqual(expected);
    expect(completed).toEqual([expected]);
  });

  it('stays on the form with the store’s message when saving fails, and nothing is shown as a result', async () => {
    const { actor, saveRiskAssessment, completed } = openDialog();
    saveRiskAssessment.mockRejectedValueOnce(new StoreError('network', 'connection'));
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('answering');
    expect(context).toMatchObject({ assessment: null, error: { key: 'errors:connection' }, answers: riskAnswers });
    expect(completed).toEqual([]);
  });

  it("falls back to 'Failed to save the risk assessment' for an unexplained save failure", async () => {
    const { actor, saveRiskAssessment } = openDialog();
    saveRiskAssessment.mockRejectedValueOnce(new Error('??'));
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.riskSaveFailed });
  });

  it('shows the generic error when the scorer throws', async () => {
    const { actor, scoreRiskTolerance, saveRiskAssessment } = openDialog();
    scoreRiskTolerance.mockImplementationOnce(() => {
      throw new Error('unreadable');
    });
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.generic });
    expect(saveRiskAssessment).not.toHaveBeenCalled();
  });

  it.each(['DONE', 'CLOSE'] as const)('%s on the result clears answers, result and error and closes', async (type) => {
    const { actor } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, assessment: null, error: null, missing: [] });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.answers).toEqual({});
  });

  it('CLOSE while answering clears the answers and the error', () => {
    const { actor } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'r-1': 'low' } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, error: null, showRequiredErrors: false });
  });

  it('CLOSE while scoring clears everything at once, and the result never reaches a reopened dialog', async () => {
    const { actor, saveRiskAssessment, completed } = openDialog();
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, assessment: null, error: null });
    expect(saveRiskAssessment).not.toHaveBeenCalled();
    expect(completed).toEqual([]);
  });

  it('CLOSE while saving clears the dialog; the save still reaches the session but not the reopened dialog', async () => {
    const { actor, saveRiskAssessment, completed } = openDialog();
    let land!: () => void;
    saveRiskAssessment.mockImplementationOnce(
      (a: RiskAssessment) => new Promise<RiskAssessment>((resolve) => (land = () => resolve(a))),
    );
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('saving'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, assessment: null, error: null });

    actor.send({ type: 'OPEN' });
    land();
    await vi.waitFor(() => expect(completed).toHaveLength(1));
    expect(completed[0]).toMatchObject({ id: 'risk-1', result });
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, assessment: null, error: null });
  });

  it('a save failing after CLOSE leaves the reopened dialog without an error', async () => {
    const { actor, saveRiskAssessment, completed } = openDialog();
    let fail!: () => void;
    saveRiskAssessment.mockImplementationOnce(
      () => new Promise<RiskAssessment>((_, reject) => (fail = () => reject(new Error('offline')))),
    );
    actor.send({ type: 'ANSWERS_CHANGED', answers: riskAnswers });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('saving'));
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    fail();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(completed).toEqual([]);
  });

  it('only ever scores complete answer sets', () => {
    const value = (options: string[]) => fc.option(fc.constantFrom(...options), { nil: undefined });
    fc.assert(
      fc.property(value(['low', 'high']), fc.subarray(['a', 'b']), value(['p', 'q']), (r1, r2, r3) => {
        const { actor, scoreRiskTolerance } = openDialog();
        actor.send({ type: 'ANSWERS_CHANGED', answers: { 'r-1': r1, 'r-2': r2, 'r-3': r3 } });
        actor.send({ type: 'SUBMIT' });
        const complete = r1 !== undefined && r2.length > 0 && r3 !== undefined;
        expect(scoreRiskTolerance.mock.calls.length > 0).toBe(complete);
        expect(actor.getSnapshot().context.error === null).toBe(complete);
        actor.stop();
      }),
    );
  });
});
