/**
 * What the decision editor needs from outside, for `.provide()`: the store calls
 * as actors, and the signed-in user's drafts and the log as actions. The app's
 * editor container supplies its store, drafts and console; tests supply fakes.
 */

import { assign, fromPromise } from 'xstate';
import type { StorePort } from '../data/ports';
import type { Decision } from '../data/types';
import { pickDraftOffer } from './decision-editor.logic';
import { editorSetup } from './decision-editor.setup';
import type { DecisionEditorContext, DecisionEditorEvent } from './decision-editor.types';
import type { DraftPort } from './draft-port';

export interface EditorPorts {
  store: Pick<StorePort, 'getDecision' | 'saveDecision' | 'deleteDecision'>;
  drafts: DraftPort;
  logger: { error(message: string, error: unknown): void };
}

const { createAction } = editorSetup;

/** The store, the drafts and the log as the editor machine's actors and actions. */
export function editorServices({ store, drafts, logger }: EditorPorts) {
  return {
    actors: {
      loadDecision: fromPromise<Decision | null, { id: string }>(({ input }) => store.getDecision(input.id)),
      saveDecision: fromPromise<Decision, { decision: Decision }>(({ input }) => store.saveDecision(input.decision)),
      deleteDecision: fromPromise<void, { id: string; version: number }>(({ input }) =>
        store.deleteDecision(input.id, input.version),
      ),
    },
    actions: {
      offerDraft: assign<DecisionEditorContext, DecisionEditorEvent, unknown, DecisionEditorEvent, never>(
        ({ context }) => ({
          draftOffer: pickDraftOffer(drafts, context.bank, context.decision, context.mode),
        }),
      ),
      dropStaleDraft: createAction(({ context }) => {
        if (context.mode === 'edit' && !context.draftOffer && drafts.read(context.decision.id)) {
          drafts.clear(context.decision.id);
        }
      }),
      writeDraft: createAction(({ context }) => {
        if (context.dirty && !context.readOnly) drafts.write(context.decision, context.stage);
      }),
      syncDraft: createAction(({ context }) => {
        if (context.dirty) drafts.write(context.decision, context.stage);
        else drafts.clear(context.decision.id);
      }),
      clearDraft: createAction(({ context }) => drafts.clear(context.decision.id)),
      discardOfferedDraft: createAction(({ context }) => {
        if (context.draftOffer) drafts.clear(context.draftOffer.decision.id);
      }),
      logFailure: (_: unknown, params: { what: string; error: unknown }) => logger.error(params.what, params.error),
    },
  };
}
