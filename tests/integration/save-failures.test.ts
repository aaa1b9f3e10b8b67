/**
 * The failure messages of the spec's catalogue, reached with the real store
 * (PGlite in Node) rather than a stand-in: the words the investor reads when the
 * database gives up on a write without saying why.
 */

import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { carefulAnswers } from '../../src/ai/testing/decision-answers';
import { saveEvaluation } from '../../src/data/evaluations';
import { newDecision } from '../../src/data/ids';
import { createLocalBackend } from '../../src/data/local/local-backend';
import { openMigratedCopy } from '../../src/data/local/node-database';
import type { StorePort } from '../../src/data/ports';
import type { Decision } from '../../src/data/types';
import { decisionEditorMachine } from '../../src/machines/decision-editor.machine';
import { saveStatusOf } from '../../src/machines/decision-editor.selectors';
import { editorServices } from '../../src/machines/decision-editor.services';
import { evaluationMachine } from '../../src/machines/evaluation.machine';
import { evaluationServices } from '../../src/machines/evaluation.services';
import { MESSAGES } from '../../src/machines/machine-messages';
import { evaluateDecision } from '../../src/scoring/evaluate-decision';
import { validateEvaluationInput } from '../../src/scoring/evaluation-input';
import { decisionBank } from '../../src/scoring/testing/decision-answers';

const bank = decisionBank();
let db: PGlite;
let store: StorePort;

beforeEach(async () => {
  db = await openMigratedCopy();
  const backend = createLocalBackend(db);
  await backend.auth.signUp('saver@example.com', 'password-1');
  store = backend.store;
});

afterEach(async () => {
  if (!db.closed) await db.close();
});

async function completedDecision(): Promise<Decision> {
  const draft = { ...newDecision({ bankId: bank.id, bankVersion: bank.version }), name: 'Index fund' };
  return store.saveDecision({ ...draft, answers: carefulAnswers, completed: true, stage: bank.sections.length });
}

describe('save failures with the real store', () => {
  it("an evaluation the database cannot write shows 'Failed to save evaluation result'", async () => {
    const decision = await completedDecision();
    const services = evaluationServices({
      saveEvaluation: (d, result) => saveEvaluation(store, d, result),
      validateInput: (d, b) => validateEvaluationInput({ name: d.name, answers: d.answers }, b),
      scoreDecision: (d, b) => evaluateDecision({ name: d.name, answers: d.answers }, b),
      hasAiKey: () => false,
      analyzeWithAi: async ({ result }) => result,
    });
    const actor = createActor(evaluationMachine.provide(services), { input: { decision, bank } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('complete'));
    await db.close();
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => !s.hasTag('saving'), { timeout: 15_000 });
    expect(actor.getSnapshot().context.error).toMatchObject({ key: MESSAGES.evaluationSaveFailed });
  });

  it("a completion the database cannot write shows 'An error occurred' and keeps the decision open", async () => {
    const logged: unknown[] = [];
    const drafts = new Map();
    const services = editorServices({
      store,
      logger: { error: (_message: string, error: unknown) => logged.push(error) },
      drafts: {
        read: (id: string) => drafts.get(id) ?? null,
        list: () => [...drafts.values()],
        write: (decision: Decision, stage: number) => drafts.set(decision.id, { decision, stage, savedAt: '' }),
        clear: (id: string) => drafts.delete(id),
      },
    });
    const actor = createActor(decisionEditorMachine.provide(services), {
      input: { mode: 'create', bank, newDecision },
    }).start();
    // The forecast stage asks for a probability and a range as well.
    const answers = { ...carefulAnswers, '8-1': '60', '8-2': ['-10', '20'] };
    actor.send({ type: 'NAME_CHANGED', name: 'Index fund' });
    for (let stage = 1; stage <= bank.sections.length; stage += 1) {
      actor.send({ type: 'ANSWERS_CHANGED', answers });
      if (stage < bank.sections.length) actor.send({ type: 'NEXT' });
      await waitFor(actor, (s) => saveStatusOf(s) !== 'saving');
    }
    await db.close();
    actor.send({ type: 'COMPLETE' });
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 15_000 });
    expect(actor.getSnapshot().context.error).toEqual({ key: MESSAGES.generic });
    expect(logged).toHaveLength(1);
    expect(actor.getSnapshot().matches({ open: { screen: 'editing' } })).toBe(true);
  });
});
