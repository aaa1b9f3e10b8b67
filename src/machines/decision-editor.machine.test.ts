import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getBank } from '../content/registry';
import type { Answers, Bank, Section } from '../content/types';
import { operationError } from '../data/operation-errors';
import { StoreError } from '../data/store-error';
import type { Decision } from '../data/types';
import { sameContent } from './decision-editor.logic';
import { decisionEditorMachine } from './decision-editor.machine';
import { saveStatusOf, selectChrome, selectStageForm } from './decision-editor.selectors';
import { editorServices } from './decision-editor.services';
import type { DecisionEditorInput } from './decision-editor.types';
import type { DecisionDraft } from './draft-port';
import { MESSAGES } from './machine-messages';
import { decisionBank, forecastBank, forecastStageAnswers, stageAnswers } from './testing/banks';
import {
  decision,
  deferred,
  FORECAST_MADE_AT,
  fakeDecisionStore,
  fakeLogger,
  memoryDrafts,
  newDecisionWithId,
} from './testing/fakes';

type Mode = { mode: 'create' } | { mode: 'edit'; decisionId: string };

function open(
  mode: Mode = { mode: 'create' },
  {
    stored = [] as Decision[],
    drafts = [] as DecisionDraft[],
    prepare = (_store: ReturnType<typeof fakeDecisionStore>): unknown => undefined,
    bank = decisionBank as Bank,
  } = {},
) {
  const store = fakeDecisionStore(stored);
  prepare(store);
  const draftStore = memoryDrafts(drafts);
  const logger = fakeLogger();
  const input = {
    ...mode,
    bank,
    newDecision: newDecisionWithId('new-1'),
    now: () => '2024-01-01T00:00:00.000Z',
  } as DecisionEditorInput;
  const machine = decisionEditorMachine.provide(editorServices({ store, drafts: draftStore, logger }));
  const actor = createActor(machine, { input });
  const saved: Decision[] = [];
  const deleted: string[] = [];
  actor.on('saved', (e) => saved.push(e.decision));
  actor.on('deleted', (e) => deleted.push(e.id));
  actor.start();
  return { actor, store, drafts: draftStore, logger, saved, deleted };
}

type Editor = ReturnType<typeof open>['actor'];

const settled = (actor: Editor) => waitFor(actor, (s) => !s.hasTag('busy') && saveStatusOf(s) !== 'saving');

async function fillStage(actor: Editor, stage: number) {
  actor.send({ type: 'ANSWERS_CHANGED', answers: stageAnswers[stage - 1] ?? {} });
}

async function reachLastStage(actor: Editor) {
  actor.send({ type: 'NAME_CHANGED', name: 'Buy index fund' });
  for (let stage = 1; stage < decisionBank.sections.length; stage += 1) {
    await fillStage(actor, stage);
    actor.send({ type: 'NEXT' });
    await settled(actor);
  }
}

describe('decision editor: a new checkpoint', () => {
  it('starts blank on stage 1 with Previous and Complete unavailable', () => {
    const { actor } = open();
    const s = actor.getSnapshot();
    expect(s.matches({ open: { screen: 'editing' } })).toBe(true);
    expect(s.context.stage).toBe(1);
    expect(s.context.decision).toMatchObject({ id: 'new-1', name: '', stage: 1, answers: {}, version: 0 });
    expect(s.can({ type: 'PREVIOUS' })).toBe(false);
    expect(s.can({ type: 'COMPLETE' })).toBe(false);
    expect(s.can({ type: 'NEXT' })).toBe(true);
  });

  it('refuses Next without a name, marks the missing fields and focuses the name first', () => {
    const { actor, store } = open();
    actor.send({ type: 'NEXT' });
    const { context } = actor.getSnapshot();
    expect(context.stage).toBe(1);
    expect(context).toMatchObject({
      showRequiredErrors: true,
      nameMissing: true,
      missing: ['a-1', 'a-2'],
      focus: { kind: 'name' },
      error: { key: MESSAGES.nameRequired },
      failedSteps: 1,
    });
    expect(store.saveDecision).not.toHaveBeenCalled();
  });

  it('treats a name of spaces as missing', () => {
    const { actor } = open();
    actor.send({ type: 'NAME_CHANGED', name: '   ' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ stage: 1, nameMissing: true, focus: { kind: 'name' } });
  });

  it('saves the name trimmed, as it was checked, and counts the spaces around it as no change', async () => {
    const { actor, store, drafts, saved } = open();
    actor.send({ type: 'NAME_CHANGED', name: '  Buy index fund  ' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(store.saveDecision).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Buy index fund' }));
    expect(saved.at(-1)?.name).toBe('Buy index fund');
    expect(saveStatusOf(actor.getSnapshot())).toBe('saved');
    expect(drafts.list()).toEqual([]);

    await reachLastStage(actor);
    actor.send({ type: 'NAME_CHANGED', name: 'Buy index fund ' });
    fillStage(actor, 3);
    actor.send({ type: 'COMPLETE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(store.saveDecision).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Buy index fund', completed: true }),
    );
  });

  it('focuses the first unanswered question when only answers are missing, and counts every failure', () => {
    const { actor } = open();
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-2': 'no' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({
      nameMissing: false,
      missing: ['a-1'],
      focus: { kind: 'question', id: 'a-1' },
      error: { key: MESSAGES.answersRequired },
      failedSteps: 2,
    });
  });

  it('updates the marked fields as they are answered and drops the banner once all are', () => {
    const { actor } = open();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    expect(actor.getSnapshot().context).toMatchObject({ nameMissing: false, error: { key: MESSAGES.answersRequired } });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-1': 'x' } });
    expect(actor.getSnapshot().context.missing).toEqual(['a-2']);
    fillStage(actor, 1);
    expect(actor.getSnapshot().context).toMatchObject({ missing: [], error: null, showRequiredErrors: true });
  });

  it('moves on at once on a valid Next, saves behind it and switches the required-errors mode off', async () => {
    const { actor, store, drafts, saved } = open();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    expect(drafts.read('new-1')).not.toBeNull();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ stage: 2, showRequiredErrors: false, error: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(saveStatusOf(actor.getSnapshot())).toBe('saving');
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(store.saveDecision).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-1', stage: 2, version: 0 }));
    expect(context).toMatchObject({ stage: 2, showRequiredErrors: false, missing: [], focus: null, error: null });
    expect(context.decision).toMatchObject({ stage: 2, version: 1, name: 'Plan' });
    expect(saveStatusOf(actor.getSnapshot())).toBe('saved');
    expect(saved).toEqual([expect.objectContaining({ id: 'new-1', version: 1 })]);
    expect(drafts.read('new-1')).toBeNull();
  });

  it('counts an empty checkbox list as unanswered', async () => {
    const { actor } = open();
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await settled(actor);
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'b-1': [] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ stage: 2, missing: ['b-1'] });
  });

  it('goes back without validation and leaves the required-errors mode', async () => {
    const { actor, store } = open();
    await reachLastStage(actor);
    actor.send({ type: 'ANSWERS_CHANGED', answers: {} });
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().context.showRequiredErrors).toBe(true);
    const saves = store.saveDecision.mock.calls.length;
    actor.send({ type: 'PREVIOUS' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ stage: 2, showRequiredErrors: false, error: null });
    expect(store.saveDecision).toHaveBeenCalledTimes(saves);
  });

  it('keeps the furthest stage reached on the decision when going back', async () => {
    const { actor } = open();
    await reachLastStage(actor);
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.stage).toBe(1);
    expect(actor.getSnapshot().context.decision.stage).toBe(3);
    expect(actor.getSnapshot().can({ type: 'PREVIOUS' })).toBe(false);
  });

  it('does not save again when Next crosses an already reached stage with nothing typed', async () => {
    const { actor, store } = open();
    await reachLastStage(actor);
    actor.send({ type: 'PREVIOUS' });
    const saves = store.saveDecision.mock.calls.length;
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stage).toBe(3);
    expect(store.saveDecision).toHaveBeenCalledTimes(saves);
  });

  it('offers Complete instead of Next on the last stage, validating that stage', async () => {
    const { actor } = open();
    await reachLastStage(actor);
    const s = actor.getSnapshot();
    expect(s.context.stage).toBe(decisionBank.sections.length);
    expect(s.can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().context).toMatchObject({ missing: ['c-1'], focus: { kind: 'question', id: 'c-1' } });
  });

  it('completes: saves the decision as completed, clears the draft and ends', async () => {
    const { actor, store, drafts, saved } = open();
    await reachLastStage(actor);
    fillStage(actor, 3);
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(store.saveDecision).toHaveBeenLastCalledWith(expect.objectContaining({ completed: true, stage: 3 }));
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'completed', decision: { completed: true } });
    expect(saved.at(-1)).toMatchObject({ completed: true });
    expect(drafts.list()).toEqual([]);
  });

  it('on a failed completion shows the generic error, logs it and keeps the decision and its draft', async () => {
    const { actor, store, drafts, logger } = open();
    await reachLastStage(actor);
    fillStage(actor, 3);
    // What the store throws when the database refuses the write without saying why.
    const failure = operationError('saveDecision', 'unknown', new Error('refused'));
    store.saveDecision.mockRejectedValueOnce(failure);
    actor.send({ type: 'COMPLETE' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ open: { screen: 'editing' } })).toBe(true);
    expect(context.error).toEqual({ key: MESSAGES.generic });
    expect(context.decision).toMatchObject({ completed: false, answers: { 'c-1': 'Review monthly' } });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), failure);
    expect(drafts.read('new-1')?.decision.answers).toMatchObject({ 'c-1': 'Review monthly' });

    actor.send({ type: 'COMPLETE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.outcome).toBe('completed');
  });

  it("shows a store error's own message when the store explains the failure", async () => {
    const { actor, store } = open();
    await reachLastStage(actor);
    fillStage(actor, 3);
    store.saveDecision.mockRejectedValueOnce(new StoreError('network', 'connection'));
    actor.send({ type: 'COMPLETE' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:connection', params: {} });
  });

  it('moves on after a failed save on Next, shows it as not saved, keeps the draft and saves again on the next step', async () => {
    const { actor, store, drafts, logger } = open();
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    store.saveDecision.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      stage: 2,
      error: null,
      saveError: { key: MESSAGES.decisionSaveFailed },
    });
    expect(saveStatusOf(actor.getSnapshot())).toBe('failed');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(drafts.read('new-1')?.stage).toBe(2);

    fillStage(actor, 2);
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(store.saveDecision).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ saveError: null, decision: { version: 1, stage: 3 } });
    expect(saveStatusOf(actor.getSnapshot())).toBe('saved');
    expect(drafts.read('new-1')).toBeNull();
  });

  it('keeps what is typed while a save runs, in the decision and in the draft', async () => {
    const { actor, store, drafts } = open();
    const pending = deferred<Decision>();
    store.saveDecision.mockImplementationOnce(() => pending.promise);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NAME_CHANGED', name: 'Plan B' });
    const sent = store.saveDecision.mock.calls[0]?.[0] as Decision;
    pending.resolve({ ...sent, version: 1 });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().status).toBe('active');
    expect(context).toMatchObject({ stage: 2, dirty: true, decision: { name: 'Plan B', version: 1 } });
    expect(drafts.read('new-1')?.decision.name).toBe('Plan B');
  });

  it('replaces the answers of the current stage only, so a cleared field is gone', () => {
    const { actor } = open();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-1': 'x', 'a-2': 'yes', 'b-1': ['y'] } });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-1': undefined, 'a-2': 'no' } });
    expect(actor.getSnapshot().context.decision.answers).toEqual({ 'a-2': 'no', 'b-1': ['y'] });
  });

  it('does not count a form reporting its empty defaults as an edit', () => {
    const { actor, drafts } = open();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-1': '', 'a-2': undefined } });
    actor.send({ type: 'NAME_CHANGED', name: '' });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, decision: { answers: {} } });
    expect(drafts.list()).toEqual([]);
  });

  it('writes a draft on every edit', () => {
    const { actor, drafts } = open();
    const write = vi.spyOn(drafts, 'write');
    actor.send({ type: 'NAME_CHANGED', name: 'P' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'a-1': 'x' } });
    expect(write).toHaveBeenCalledTimes(2);
    expect(drafts.read('new-1')?.decision).toMatchObject({ name: 'P', answers: { 'a-1': 'x' } });
  });

  it('closes without saving, keeping the draft for later', () => {
    const { actor, store, drafts } = open();
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output?.outcome).toBe('closed');
    expect(store.saveDecision).not.toHaveBeenCalled();
    expect(drafts.read('new-1')).not.toBeNull();
  });

  it('cannot delete a decision that is being created', () => {
    const { actor, store } = open();
    expect(actor.getSnapshot().can({ type: 'DELETE' })).toBe(false);
    actor.send({ type: 'DELETE' });
    expect(store.deleteDecision).not.toHaveBeenCalled();
  });
});

describe('decision editor: an existing decision', () => {
  const stored = decision({ id: 'd-1', stage: 2, answers: { ...stageAnswers[0] }, version: 4 });

  it('loads the decision and resumes at its stage', async () => {
    const { actor } = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ stage: 2, readOnly: false, decision: { id: 'd-1', version: 4 } });
    expect(actor.getSnapshot().can({ type: 'DELETE' })).toBe(true);
  });

  it("ends with 'Decision not found.' when the loader finds nothing", async () => {
    const { actor } = open({ mode: 'edit', decisionId: 'gone' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'notFound',
      error: { key: MESSAGES.decisionNotFound },
    });
  });

  it('offers to try again, logging, when loading throws, and opens once a retry loads it', async () => {
    const failure = new StoreError('network', 'connection');
    const { actor, logger, store } = open(
      { mode: 'edit', decisionId: 'd-1' },
      { stored: [stored], prepare: (store) => store.getDecision.mockRejectedValueOnce(failure) },
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:connection', params: {} });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), failure);
    actor.send({ type: 'RETRY_LOAD' });
    await settled(actor);
    expect(store.getDecision).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, stage: 2, decision: { id: 'd-1', version: 4 } });
  });

  it('leaves a failed load with Back, without an error', async () => {
    const { actor } = open(
      { mode: 'edit', decisionId: 'd-1' },
      { stored: [stored], prepare: (store) => store.getDecision.mockRejectedValueOnce(new Error('boom')) },
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'closed', error: null });
  });

  it('deletes: removes it, clears its draft and ends', async () => {
    const { actor, store, drafts, deleted } = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored] });
    await settled(actor);
    actor.send({ type: 'NAME_CHANGED', name: 'Changed' });
    actor.send({ type: 'DELETE' });
    await waitFor(actor, (s) => s.status === 'done');
    // With the version it was shown, so a stale copy cannot delete newer work.
    expect(store.deleteDecision).toHaveBeenCalledWith('d-1', stored.version);
    expect(deleted).toEqual(['d-1']);
    expect(drafts.read('d-1')).toBeNull();
    expect(actor.getSnapshot().output?.outcome).toBe('deleted');
  });

  it("stays open with 'Failed to delete decision' when deleting fails", async () => {
    const { actor, store, deleted } = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored] });
    await settled(actor);
    store.deleteDecision.mockRejectedValueOnce(new Error('nope'));
    actor.send({ type: 'DELETE' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ open: { screen: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.decisionDeleteFailed });
    expect(deleted).toEqual([]);
  });
});

describe('decision editor: evaluated decisions are read-only', () => {
  const evaluated = decision({ id: 'd-9', stage: 3, completed: true, evaluated: true, answers: { 'a-1': 'x' } });

  async function openEvaluated() {
    const opened = open({ mode: 'edit', decisionId: 'd-9' }, { stored: [evaluated] });
    await settled(opened.actor);
    return opened;
  }

  it('refuses edits with a message and keeps the answers', async () => {
    const { actor, drafts } = await openEvaluated();
    expect(actor.getSnapshot().context.readOnly).toBe(true);
    actor.send({ type: 'NAME_CHANGED', name: 'Other' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'c-1': 'new' } });
    const { context } = actor.getSnapshot();
    expect(context.error).toEqual({ key: MESSAGES.readOnly });
    expect(context.decision).toEqual(evaluated);
    expect(drafts.list()).toEqual([]);
  });

  it('shows no refusal when the form merely reports the stored answers', async () => {
    const { actor } = await openEvaluated();
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'c-1': undefined, 'c-2': '' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lets the investor page through without validation or saving', async () => {
    const { actor, store } = await openEvaluated();
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ stage: 2, showRequiredErrors: false });
    expect(store.saveDecision).not.toHaveBeenCalled();
  });

  it('refuses Complete and Delete', async () => {
    const { actor, store } = await openEvaluated();
    actor.send({ type: 'COMPLETE' });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.readOnly });
    expect(store.saveDecision).not.toHaveBeenCalled();
    expect(store.deleteDecision).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('decision editor: the forecast', () => {
  const forecast = forecastStageAnswers[2] as Answers;
  const allAnswers: Answers = Object.assign({}, ...forecastStageAnswers);
  const openForecast = (mode: Mode = { mode: 'create' }, options: Parameters<typeof open>[1] = {}) =>
    open(mode, { bank: forecastBank, ...options });

  async function walkAndComplete(actor: Editor, answers: readonly Answers[]) {
    actor.send({ type: 'NAME_CHANGED', name: 'Buy index fund' });
    for (const [index, stage] of answers.entries()) {
      actor.send({ type: 'ANSWERS_CHANGED', answers: stage });
      actor.send({ type: index === answers.length - 1 ? 'COMPLETE' : 'NEXT' });
      await settled(actor);
    }
    await waitFor(actor, (s) => s.status === 'done');
  }

  it('is not locked before Complete: the forecast stage is answered and saved like any other', async () => {
    const { actor, store } = openForecast();
    await reachLastStage(actor);
    expect(selectChrome(actor.getSnapshot())).toMatchObject({ stageLocked: false, forecastMadeAt: null });
    expect(selectStageForm(actor.getSnapshot()).readOnly).toBe(false);
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'f-1': '55' } });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(store.saveDecision).toHaveBeenLastCalledWith(
      expect.objectContaining({ forecast: null, answers: expect.objectContaining({ 'f-1': '55' }) }),
    );
  });

  it('Complete copies the answers of the locked section into the forecast, and the store stamps when', async () => {
    const { actor, store } = openForecast();
    await walkAndComplete(actor, forecastStageAnswers);
    expect(store.saveDecision).toHaveBeenLastCalledWith(
      expect.objectContaining({ completed: true, answers: allAnswers, forecast }),
    );
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'completed',
      decision: { forecast, forecastMadeAt: FORECAST_MADE_AT },
    });
  });

  it('completes a decision on a bank without a locked section with no forecast', async () => {
    const { actor, store } = open();
    await walkAndComplete(actor, stageAnswers);
    expect(store.saveDecision).toHaveBeenLastCalledWith(expect.objectContaining({ completed: true, forecast: null }));
    expect(actor.getSnapshot().output?.decision).toMatchObject({ forecast: null, forecastMadeAt: null });
  });

  it.each([
    { answer: { 'f-1': '140' }, problem: 'f-1' },
    { answer: { 'f-1': 'likely' }, problem: 'f-1' },
    { answer: { 'f-2': ['20', '-10'] }, problem: 'f-2' },
    { answer: { 'f-2': ['-10', ''] }, problem: 'f-2' },
  ])('stops Complete at an answer that may not stand ($answer), marking it', async ({ answer, problem }) => {
    const { actor, store } = openForecast();
    await reachLastStage(actor);
    const saves = store.saveDecision.mock.calls.length;
    actor.send({ type: 'ANSWERS_CHANGED', answers: { ...forecast, ...answer } });
    actor.send({ type: 'COMPLETE' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ missing: [problem], focus: { kind: 'question', id: problem } });
    expect(context.error).toEqual({ key: MESSAGES.answersInvalid });
    expect(selectChrome(actor.getSnapshot()).problemBanner).toBe('invalid');
    expect(store.saveDecision).toHaveBeenCalledTimes(saves);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('stops Next at an invalid answer on an earlier stage too, and lets it go once corrected', async () => {
    const bank: Bank = {
      ...forecastBank,
      sections: [forecastBank.sections[2] as Section, ...forecastBank.sections.slice(0, 2)],
    };
    const { actor } = open({ mode: 'create' }, { bank });
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { ...forecast, 'f-2': ['30', '5'] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ stage: 1, missing: ['f-2'] });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { ...forecast, 'f-2': ['5', '30'] } });
    expect(actor.getSnapshot().context).toMatchObject({ missing: [], error: null });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stage).toBe(2);
  });

  it('names unanswered questions first when some are missing and others invalid', async () => {
    const { actor } = openForecast();
    await reachLastStage(actor);
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'f-1': '140' } });
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().context).toMatchObject({
      missing: ['f-1', 'f-2'],
      error: { key: MESSAGES.answersRequired },
    });
    expect(selectChrome(actor.getSnapshot()).problemBanner).toBe('required');
  });

  describe('once the decision is completed', () => {
    const completed = decision({
      id: 'd-1',
      bankVersion: '1.1.0',
      stage: 3,
      completed: true,
      answers: allAnswers,
      forecast,
      forecastMadeAt: FORECAST_MADE_AT,
      version: 2,
    });
    const openCompleted = async (options: Parameters<typeof open>[1] = {}) => {
      const opened = openForecast({ mode: 'edit', decisionId: 'd-1' }, { stored: [completed], ...options });
      await settled(opened.actor);
      return opened;
    };

    it('shows the forecast stage read-only with the date it was made, the rest of the decision editable', async () => {
      const { actor } = await openCompleted();
      expect(actor.getSnapshot().context).toMatchObject({ stage: 3, readOnly: false });
      expect(selectChrome(actor.getSnapshot())).toMatchObject({
        readOnly: false,
        stageLocked: true,
        forecastMadeAt: FORECAST_MADE_AT,
      });
      expect(selectStageForm(actor.getSnapshot()).readOnly).toBe(true);
      actor.send({ type: 'PREVIOUS' });
      expect(selectChrome(actor.getSnapshot()).stageLocked).toBe(false);
      expect(selectStageForm(actor.getSnapshot()).readOnly).toBe(false);
    });

    it('takes nothing typed on the locked stage: no edit, no draft, and no save carries it', async () => {
      const { actor, store, drafts } = await openCompleted();
      actor.send({ type: 'ANSWERS_CHANGED', answers: { 'f-1': '90', 'f-2': ['0', '5'] } });
      actor.send({ type: 'ANSWERS_CHANGED', answers: {} });
      expect(actor.getSnapshot().context).toMatchObject({
        dirty: false,
        error: null,
        decision: { answers: allAnswers },
      });
      expect(drafts.list()).toEqual([]);

      actor.send({ type: 'PREVIOUS' });
      actor.send({ type: 'ANSWERS_CHANGED', answers: { ...stageAnswers[1], 'b-2': 'Thought again' } });
      actor.send({ type: 'NEXT' });
      await settled(actor);
      expect(saveStatusOf(actor.getSnapshot())).toBe('saved');
      expect(store.saveDecision).toHaveBeenCalledTimes(1);
      const sent = store.saveDecision.mock.calls[0]?.[0] as Decision;
      expect(sent.forecast).toEqual(forecast);
      expect(sent.answers).toEqual({ ...allAnswers, 'b-2': 'Thought again' });
      expect(store.rows.get('d-1')).toMatchObject({ forecast, forecastMadeAt: FORECAST_MADE_AT, version: 3 });
    });

    it('keeps the forecast when it is completed again', async () => {
      const { actor, store } = await openCompleted();
      actor.send({ type: 'COMPLETE' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(store.saveDecision).toHaveBeenLastCalledWith(expect.objectContaining({ forecast, answers: allAnswers }));
      expect(actor.getSnapshot().output?.outcome).toBe('completed');
    });

    it('restores a draft typed before completion without its forecast answers', async () => {
      const early = { ...completed, completed: false, forecast: null, forecastMadeAt: null, version: 1 };
      const draft: DecisionDraft = {
        decision: { ...early, name: 'Typed name', answers: { ...allAnswers, 'a-1': 'Typed', 'f-1': '95' } },
        stage: 3,
        savedAt: '2024-03-01T00:00:00.000Z',
      };
      const { actor, store } = await openCompleted({ drafts: [draft] });
      actor.send({ type: 'RESTORE_DRAFT' });
      expect(actor.getSnapshot().context.decision.answers).toEqual({ ...allAnswers, 'a-1': 'Typed' });
      actor.send({ type: 'SAVE' });
      await settled(actor);
      expect(saveStatusOf(actor.getSnapshot())).toBe('saved');
      expect(store.rows.get('d-1')?.answers).toEqual({ ...allAnswers, 'a-1': 'Typed' });
    });

    it('lets the investor page past the locked stage however its answers read now', async () => {
      const odd = { ...completed, stage: 3, answers: { ...allAnswers, 'f-1': '140' }, forecast: { 'f-1': '140' } };
      const { actor } = await openForecast({ mode: 'edit', decisionId: 'd-1' }, { stored: [odd] });
      await settled(actor);
      actor.send({ type: 'COMPLETE' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output?.outcome).toBe('completed');
    });

    it('shows the store refusing a changed forecast as any other save error, keeping the typing as a draft', async () => {
      const { actor, store, drafts } = await openCompleted();
      actor.send({ type: 'PREVIOUS' });
      actor.send({ type: 'NAME_CHANGED', name: 'Renamed' });
      store.saveDecision.mockRejectedValueOnce(new StoreError('validation', 'forecastFixed'));
      actor.send({ type: 'NEXT' });
      await settled(actor);
      expect(saveStatusOf(actor.getSnapshot())).toBe('failed');
      expect(selectChrome(actor.getSnapshot())).toMatchObject({
        saveError: { key: 'errors:forecastFixed', params: {} },
        staleCopy: false,
      });
      expect(drafts.read('d-1')?.decision.name).toBe('Renamed');
    });

    it('leaves an evaluated decision read-only on every stage', async () => {
      const evaluated = { ...completed, evaluated: true };
      const { actor } = openForecast({ mode: 'edit', decisionId: 'd-1' }, { stored: [evaluated] });
      await settled(actor);
      expect(selectChrome(actor.getSnapshot())).toMatchObject({ readOnly: true, stageLocked: true });
      actor.send({ type: 'PREVIOUS' });
      expect(selectStageForm(actor.getSnapshot()).readOnly).toBe(true);
    });
  });
});

/** Answers every required question of a section the way the form would store them. */
function answerSection(section: Section): Answers {
  const answers: Answers = {};
  for (const question of section.questions.filter((q) => q.required)) {
    const first = question.options?.[0]?.value ?? '';
    if (question.type === 'probability') answers[question.id] = '60';
    else if (question.type === 'range') answers[question.id] = ['-10', '20'];
    else if (question.type === 'checkbox') answers[question.id] = [first];
    else if (question.options) answers[question.id] = first;
    else answers[question.id] = 'A careful answer';
  }
  return answers;
}

describe('decision editor: the shipped decision bank, every stage', () => {
  it.each([
    ['the current version', undefined],
    ['its first release', '1.0.0'],
  ])('walks %s through all its stages to Complete', async (_, version) => {
    const bank = getBank('decision-checkpoint', version) as Bank;
    const { actor, store } = open({ mode: 'create' }, { bank });
    actor.send({ type: 'NAME_CHANGED', name: 'Index fund top-up' });
    for (const section of bank.sections) {
      actor.send({ type: 'ANSWERS_CHANGED', answers: answerSection(section) });
      const last = actor.getSnapshot().context.stage === bank.sections.length;
      actor.send({ type: last ? 'COMPLETE' : 'NEXT' });
      expect(actor.getSnapshot().context.missing).toEqual([]);
      await settled(actor);
    }
    await waitFor(actor, (s) => s.status === 'done');
    const sent = store.saveDecision.mock.calls.at(-1)?.[0] as Decision;
    expect(sent).toMatchObject({ completed: true, stage: bank.sections.length });
    const locked = bank.sections.filter((s) => s.locked);
    if (locked.length === 0) expect(sent.forecast).toBeNull();
    else expect(sent.forecast).toEqual(Object.assign({}, ...locked.map(answerSection)));
  });
});

describe('decision editor: drafts', () => {
  const stored = decision({ id: 'd-1', stage: 1, name: 'Saved name', version: 4 });
  const draftOf = (d: Decision, stage: number, savedAt = '2024-03-01T00:00:00.000Z'): DecisionDraft => ({
    decision: d,
    stage,
    savedAt,
  });

  it('offers a newer draft of the opened decision and restores the typing onto the stored version', async () => {
    const draft = draftOf({ ...stored, name: 'Typed name', stage: 2, answers: { 'a-1': 'typed' } }, 2);
    const { actor } = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored], drafts: [draft] });
    await settled(actor);
    expect(actor.getSnapshot().context.draftOffer).toEqual(draft);
    actor.send({ type: 'RESTORE_DRAFT' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ draftOffer: null, stage: 2, dirty: true });
    expect(context.decision).toMatchObject({ name: 'Typed name', answers: { 'a-1': 'typed' }, version: 4, stage: 2 });
  });

  it('discards an offered draft for good', async () => {
    const draft = draftOf({ ...stored, name: 'Typed name' }, 1);
    const { actor, drafts } = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored], drafts: [draft] });
    await settled(actor);
    actor.send({ type: 'DISCARD_DRAFT' });
    expect(actor.getSnapshot().context.draftOffer).toBeNull();
    expect(actor.getSnapshot().context.decision.name).toBe('Saved name');
    expect(drafts.read('d-1')).toBeNull();
  });

  it('drops a draft that adds nothing to the stored decision, or belongs to an evaluated one', async () => {
    const same = open({ mode: 'edit', decisionId: 'd-1' }, { stored: [stored], drafts: [draftOf(stored, 1)] });
    await settled(same.actor);
    expect(same.actor.getSnapshot().context.draftOffer).toBeNull();
    expect(same.drafts.read('d-1')).toBeNull();

    const evaluated = { ...stored, evaluated: true, completed: true };
    const ro = open(
      { mode: 'edit', decisionId: 'd-1' },
      { stored: [evaluated], drafts: [draftOf({ ...stored, name: 'x' }, 1)] },
    );
    await settled(ro.actor);
    expect(ro.actor.getSnapshot().context.draftOffer).toBeNull();
  });

  it('offers a new checkpoint the newest never-saved draft, and saving then saves that one', async () => {
    const older = draftOf({ ...decision({ id: 'lost-1', version: 0 }), name: 'Older' }, 1, '2024-03-01T00:00:00.000Z');
    const newer = draftOf({ ...decision({ id: 'lost-2', version: 0 }), name: 'Newer' }, 1, '2024-03-02T00:00:00.000Z');
    const savedOne = draftOf(decision({ id: 'saved', version: 3, name: 'Saved' }), 1, '2024-03-03T00:00:00.000Z');
    const { actor, store } = open({ mode: 'create' }, { drafts: [older, newer, savedOne] });
    expect(actor.getSnapshot().context.draftOffer?.decision.id).toBe('lost-2');
    actor.send({ type: 'RESTORE_DRAFT' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(store.saveDecision).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lost-2', name: 'Newer', version: 0 }),
    );
  });

  it('withdraws the offer once the investor starts typing instead', () => {
    const lost = draftOf({ ...decision({ id: 'lost-1', version: 0 }), name: 'Lost' }, 1);
    const { actor, drafts } = open({ mode: 'create' }, { drafts: [lost] });
    actor.send({ type: 'NAME_CHANGED', name: 'Fresh' });
    expect(actor.getSnapshot().context.draftOffer).toBeNull();
    expect(actor.getSnapshot().can({ type: 'RESTORE_DRAFT' })).toBe(false);
    expect(drafts.read('lost-1')).not.toBeNull();
  });
});

describe('decision editor: properties', () => {
  const stageCount = decisionBank.sections.length;
  const event = fc.oneof(
    fc.constant({ type: 'NEXT' } as const),
    fc.constant({ type: 'PREVIOUS' } as const),
    fc.constantFrom('', '  ', 'Plan').map((name) => ({ type: 'NAME_CHANGED', name }) as const),
    fc.constantFrom('fill', 'clear').map((what) => ({ type: 'fill', what }) as const),
  );

  it('random Next/Previous/edit sequences keep the stage within 1..N and never skip validation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 25 }), async (events) => {
        const { actor } = open();
        for (const e of events) {
          const before = actor.getSnapshot().context;
          if (e.type === 'fill') {
            actor.send({
              type: 'ANSWERS_CHANGED',
              answers: e.what === 'fill' ? (stageAnswers[before.stage - 1] ?? {}) : {},
            });
          } else {
            actor.send(e);
          }
          await settled(actor);
          const after = actor.getSnapshot().context;
          expect(after.stage).toBeGreaterThanOrEqual(1);
          expect(after.stage).toBeLessThanOrEqual(stageCount);
          expect(Math.abs(after.stage - before.stage)).toBeLessThanOrEqual(1);
          if (after.stage > before.stage) {
            expect(before.decision.name.trim()).not.toBe('');
            const section = decisionBank.sections[before.stage - 1];
            for (const q of section?.questions.filter((q) => q.required) ?? []) {
              expect(before.decision.answers[q.id]).toBeDefined();
            }
            expect(after.showRequiredErrors).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A store whose saves wait until the test settles them, checking versions the way
 * the database does: a save must carry the version it last returned, or it is a
 * conflict. Only one tab is simulated, so any conflict is the editor's own fault.
 */
function manualStore(initial: Decision[] = []) {
  const rows = new Map(initial.map((d) => [d.id, d]));
  const pending: Array<{ decision: Decision; settle: (error?: unknown) => void }> = [];
  const stats = { inFlight: 0, maxInFlight: 0, conflicts: 0 };
  const saveDecision = vi.fn(
    (d: Decision) =>
      new Promise<Decision>((resolve, reject) => {
        stats.inFlight += 1;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
        pending.push({
          decision: structuredClone(d),
          settle: (error) => {
            stats.inFlight -= 1;
            if (error) return reject(error);
            if ((rows.get(d.id)?.version ?? 0) !== d.version) {
              stats.conflicts += 1;
              return reject(new StoreError('conflict', 'decisionConflict'));
            }
            const saved = { ...structuredClone(d), version: d.version + 1, updatedAt: '2024-02-01T00:00:00.000Z' };
            rows.set(d.id, saved);
            resolve(saved);
          },
        });
      }),
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  async function settleNext(error?: unknown) {
    const next = pending.shift();
    next?.settle(error);
    await flush();
    return next?.decision;
  }
  return {
    rows,
    pending,
    stats,
    settleNext,
    flush,
    saveDecision,
    getDecision: vi.fn(async (id: string) => rows.get(id) ?? null),
    deleteDecision: vi.fn(async (id: string, version: number) => {
      if ((rows.get(id)?.version ?? 0) !== version) throw new StoreError('conflict', 'decisionDeleteConflict');
      rows.delete(id);
    }),
  };
}

function openWith(store: ReturnType<typeof manualStore>, mode: Mode = { mode: 'create' }) {
  const drafts = memoryDrafts();
  const logger = fakeLogger();
  const input = {
    ...mode,
    bank: decisionBank,
    newDecision: newDecisionWithId('new-1'),
    now: () => '2024-01-01T00:00:00.000Z',
  } as DecisionEditorInput;
  const actor = createActor(decisionEditorMachine.provide(editorServices({ store, drafts, logger })), { input });
  const saved: Decision[] = [];
  const leaving: string[] = [];
  actor.on('saved', (e) => saved.push(e.decision));
  actor.on('leaving', (e) => leaving.push(e.id));
  actor.start();
  return { actor, drafts, logger, saved, leaving };
}

const status = (actor: Editor) => saveStatusOf(actor.getSnapshot());

describe('decision editor: saving behind the stages', () => {
  it('moves to the next stage before the save is back, then shows it saved', async () => {
    const store = manualStore();
    const { actor, drafts } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stage).toBe(2);
    expect(status(actor)).toBe('saving');
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
    expect(drafts.read('new-1')?.decision.answers).toEqual(stageAnswers[0]);
    await store.settleNext();
    expect(status(actor)).toBe('saved');
    expect(actor.getSnapshot().context.decision.version).toBe(1);
    expect(drafts.read('new-1')).toBeNull();
  });

  it('shows a failed save as not saved, keeps the draft, and Retry saves the latest answers', async () => {
    const store = manualStore();
    const { actor, drafts, logger } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await store.settleNext(new StoreError('network', 'connection'));
    expect(status(actor)).toBe('failed');
    expect(actor.getSnapshot().context.saveError).toEqual({ key: 'errors:connection', params: {} });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(drafts.read('new-1')?.decision.name).toBe('Plan');

    actor.send({ type: 'NAME_CHANGED', name: 'Plan, revised' });
    actor.send({ type: 'SAVE' });
    expect(status(actor)).toBe('saving');
    const sent = await store.settleNext();
    expect(sent).toMatchObject({ name: 'Plan, revised', version: 0, stage: 2 });
    expect(status(actor)).toBe('saved');
    expect(actor.getSnapshot().context.saveError).toBeNull();
    expect(drafts.read('new-1')).toBeNull();
  });

  it('reports a conflict with its own message and keeps the draft', async () => {
    const store = manualStore();
    const { actor, drafts } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await store.settleNext(new StoreError('conflict', 'decisionConflict'));
    expect(status(actor)).toBe('failed');
    expect(actor.getSnapshot().context.saveError).toEqual({ key: 'errors:decisionConflict', params: {} });
    expect(drafts.read('new-1')?.decision).toMatchObject({ name: 'Plan', answers: stageAnswers[0] });
  });

  describe('when another tab or device saved the decision meanwhile', () => {
    const stored = decision({ id: 'd-1', stage: 2, name: 'Plan', version: 3 });
    /** Opens the stored decision, then lets "another tab" save a newer version under it. */
    async function openStale() {
      const store = manualStore([stored]);
      const editor = openWith(store, { mode: 'edit', decisionId: 'd-1' });
      await settled(editor.actor);
      store.rows.set('d-1', { ...stored, name: 'Plan from the other tab', version: 4 });
      return { store, ...editor };
    }

    it('offers the latest version instead of a retry that would be refused again', async () => {
      const { store, actor } = await openStale();
      actor.send({ type: 'NAME_CHANGED', name: 'Plan typed here' });
      fillStage(actor, 2);
      actor.send({ type: 'NEXT' });
      await store.settleNext();
      expect(status(actor)).toBe('failed');
      expect(actor.getSnapshot().context).toMatchObject({
        staleCopy: true,
        saveError: { key: 'errors:decisionConflict' },
      });
      expect(store.rows.get('d-1')?.name).toBe('Plan from the other tab');

      actor.send({ type: 'OPEN_LATEST' });
      await settled(actor);
      const { context } = actor.getSnapshot();
      expect(context.decision).toMatchObject({ name: 'Plan from the other tab', version: 4 });
      expect(context).toMatchObject({ staleCopy: false, saveError: null, dirty: false });
      expect(status(actor)).toBe('idle');
      // What was typed here is not lost: it is offered back, onto the latest version.
      expect(context.draftOffer?.decision.name).toBe('Plan typed here');
      actor.send({ type: 'RESTORE_DRAFT' });
      expect(actor.getSnapshot().context.stage).toBe(3);
      actor.send({ type: 'SAVE' });
      await store.settleNext();
      expect(status(actor)).toBe('saved');
      expect(store.rows.get('d-1')).toMatchObject({ name: 'Plan typed here', version: 5 });
    });

    it('refuses a stale delete and offers the latest version, leaving the newer work in place', async () => {
      const { store, actor, drafts } = await openStale();
      actor.send({ type: 'DELETE' });
      await settled(actor);
      expect(actor.getSnapshot().context).toMatchObject({
        staleCopy: true,
        error: { key: 'errors:decisionDeleteConflict' },
      });
      expect(store.rows.get('d-1')?.name).toBe('Plan from the other tab');
      actor.send({ type: 'OPEN_LATEST' });
      await settled(actor);
      expect(actor.getSnapshot().context).toMatchObject({ error: null, decision: { version: 4 } });
      expect(drafts.read('d-1')).toBeNull();
    });

    it('ignores Open latest while nothing was refused', async () => {
      const { actor } = await openStale();
      expect(actor.getSnapshot().can({ type: 'OPEN_LATEST' })).toBe(false);
    });
  });

  it('folds quick steps into one follow-up save of the final answers, with the version the first returned', async () => {
    const store = manualStore();
    const { actor, saved } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    fillStage(actor, 2);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'ANSWERS_CHANGED', answers: { 'b-1': ['x', 'y'], 'b-2': 'More notes' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stage).toBe(3);
    expect(store.saveDecision).toHaveBeenCalledTimes(1);

    await store.settleNext();
    expect(store.saveDecision).toHaveBeenCalledTimes(2);
    expect(store.stats.maxInFlight).toBe(1);
    const last = await store.settleNext();
    expect(last).toMatchObject({ version: 1, stage: 3, answers: { ...stageAnswers[0], 'b-1': ['x', 'y'] } });
    expect(store.saveDecision).toHaveBeenCalledTimes(2);
    expect(store.stats.conflicts).toBe(0);
    expect(saved.map((d) => d.version)).toEqual([1, 2]);
    expect(status(actor)).toBe('saved');
  });

  it('does not save again when the running save already holds everything', async () => {
    const store = manualStore();
    const { actor } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'NEXT' });
    await store.settleNext();
    expect(store.saveDecision).toHaveBeenCalledTimes(1);
    expect(status(actor)).toBe('saved');
  });

  it('lets Complete wait for the running save, then completes with its version', async () => {
    const store = manualStore();
    const { actor, drafts } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await store.settleNext();
    fillStage(actor, 2);
    actor.send({ type: 'NEXT' });
    fillStage(actor, 3);
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(store.saveDecision).toHaveBeenCalledTimes(2);

    await store.settleNext();
    expect(store.saveDecision).toHaveBeenCalledTimes(3);
    expect(store.stats.maxInFlight).toBe(1);
    const completed = await store.settleNext();
    expect(completed).toMatchObject({ completed: true, version: 2, answers: { 'c-1': 'Review monthly' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.outcome).toBe('completed');
    expect(store.stats.conflicts).toBe(0);
    expect(drafts.list()).toEqual([]);
  });

  it('lets Delete wait for the running save, so nothing is written after it', async () => {
    const store = manualStore([decision({ id: 'd-1', stage: 1, answers: { ...stageAnswers[0] }, version: 4 })]);
    const { actor } = openWith(store, { mode: 'edit', decisionId: 'd-1' });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'NAME_CHANGED', name: 'Renamed' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DELETE' });
    expect(store.deleteDecision).not.toHaveBeenCalled();
    await store.settleNext();
    await waitFor(actor, (s) => s.status === 'done');
    // With the version the save returned: the delete is checked against the row it follows.
    expect(store.deleteDecision).toHaveBeenCalledWith('d-1', 5);
    expect(store.rows.has('d-1')).toBe(false);
  });

  it('finishes a running save after Back, then ends; coming back first resumes editing', async () => {
    const store = manualStore();
    const { actor, leaving, saved } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLOSE' });
    expect(leaving).toEqual(['new-1']);
    expect(actor.getSnapshot().status).toBe('active');

    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().matches({ open: { screen: 'editing' } })).toBe(true);
    actor.send({ type: 'CLOSE' });
    await store.settleNext();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'closed', saveError: null });
    expect(saved).toEqual([expect.objectContaining({ id: 'new-1', version: 1 })]);
  });

  it('ends after Back even when that save fails, reporting it and keeping the draft', async () => {
    const store = manualStore();
    const { actor, drafts } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLOSE' });
    await store.settleNext(new StoreError('network', 'connection'));
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'closed',
      saveError: { key: 'errors:connection', params: {} },
    });
    expect(drafts.read('new-1')?.decision.name).toBe('Plan');
  });

  it('closes at once when no save is running', async () => {
    const store = manualStore();
    const { actor, leaving } = openWith(store);
    actor.send({ type: 'NAME_CHANGED', name: 'Plan' });
    fillStage(actor, 1);
    actor.send({ type: 'NEXT' });
    await store.settleNext();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(leaving).toEqual([]);
  });

  const step = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('A', 'B', 'C').map((variant) => ({ kind: 'fill', variant }) as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'clear' } as const) },
    { weight: 1, arbitrary: fc.constantFrom('Plan', 'Plan 2').map((name) => ({ kind: 'name', name }) as const) },
    { weight: 3, arbitrary: fc.constant({ kind: 'next' } as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'previous' } as const) },
    { weight: 2, arbitrary: fc.constant({ kind: 'resolve' } as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'reject' } as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'retry' } as const) },
  );

  /** Valid answers to the stage, varied so successive fills are real edits. */
  function answersFor(stage: number, variant: string) {
    const base = stageAnswers[stage - 1] ?? {};
    return { ...base, ...(stage === 1 ? { 'a-1': `Buy ${variant}` } : stage === 2 ? { 'b-2': variant } : {}) };
  }

  it('never loses the latest answers: they are in the store or in the draft, and the draft goes only once saved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const store = manualStore();
        const { actor, drafts } = openWith(store);
        const current = () => actor.getSnapshot().context.decision;
        const check = () => {
          const draft = drafts.read('new-1');
          const row = store.rows.get('new-1');
          if (draft) expect(sameContent(draft.decision, current())).toBe(true);
          else if (row) expect(sameContent(row, current())).toBe(true);
          else expect(current()).toMatchObject({ name: '', answers: {} });
          expect(store.stats.inFlight).toBeLessThanOrEqual(1);
          expect(store.stats.conflicts).toBe(0);
        };
        for (const s of steps) {
          const { stage } = actor.getSnapshot().context;
          if (s.kind === 'fill') actor.send({ type: 'ANSWERS_CHANGED', answers: answersFor(stage, s.variant) });
          else if (s.kind === 'clear') actor.send({ type: 'ANSWERS_CHANGED', answers: {} });
          else if (s.kind === 'name') actor.send({ type: 'NAME_CHANGED', name: s.name });
          else if (s.kind === 'next') actor.send({ type: 'NEXT' });
          else if (s.kind === 'previous') actor.send({ type: 'PREVIOUS' });
          else if (s.kind === 'resolve') await store.settleNext();
          else if (s.kind === 'reject') await store.settleNext(new StoreError('network', 'connection'));
          else if (s.kind === 'retry' && status(actor) === 'failed') actor.send({ type: 'SAVE' });
          check();
        }
        // Everything settles successfully; a last save (Retry, or the next step's) stores what is on screen.
        while (store.pending.length > 0) await store.settleNext();
        actor.send({ type: 'SAVE' });
        while (store.pending.length > 0) await store.settleNext();
        check();
        expect(sameContent(store.rows.get('new-1') as Decision, current())).toBe(true);
        expect(drafts.read('new-1')).toBeNull();
        expect(status(actor)).toBe('saved');
      }),
      { numRuns: 200 },
    );
  });
});
