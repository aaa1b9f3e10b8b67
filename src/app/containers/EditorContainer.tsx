/**
 * The decision editor: its machine, the chrome around the stage and the stage's
 * questions. Saves and deletes are reported to the session one decision at a time.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Bank } from '../../content/types';
import type { StorePort } from '../../data/ports';
import type { Decision } from '../../data/types';
import { currentSection, decisionEditorMachine, isValidationError } from '../../machines/decisionEditor.machine';
import type { DraftPort } from '../../machines/draftPort';
import { DecisionEditor, type DecisionEditorHandle } from '../../ui/editor/DecisionEditor';
import { QuestionForm, type QuestionFormHandle } from '../../ui/form/QuestionForm';
import { useLang, useMessageText } from './useTexts';

export interface EditorContainerProps {
  open: { mode: 'create' } | { mode: 'edit'; id: string };
  bank: Bank;
  store: StorePort;
  drafts: DraftPort;
  onSaved: (decision: Decision) => void;
  onDeleted: (id: string) => void;
  /** The editor finished (closed, completed, deleted); `error` is set when the decision could not be loaded. */
  onClosed: (error: string | null) => void;
}

export function EditorContainer({ open, bank, store, drafts, onSaved, onDeleted, onClosed }: EditorContainerProps) {
  const lang = useLang();
  const texts = useMessageText();
  const input = useMemo(() => {
    const deps = { store, drafts, logger: console };
    return open.mode === 'create'
      ? { mode: 'create' as const, bank, deps }
      : { mode: 'edit' as const, decisionId: open.id, bank, deps };
  }, [open, bank, store, drafts]);
  const actor = useActorRef(decisionEditorMachine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const formRef = useRef<QuestionFormHandle>(null);
  const chromeRef = useRef<DecisionEditorHandle>(null);

  // Forward saves and deletes to the session list; report the end.
  const callbacks = useRef({ onSaved, onDeleted, onClosed, texts });
  callbacks.current = { onSaved, onDeleted, onClosed, texts };
  useEffect(() => {
    const saved = actor.on('saved', (event) => callbacks.current.onSaved(event.decision));
    const deleted = actor.on('deleted', (event) => callbacks.current.onDeleted(event.id));
    const done = actor.subscribe((s) => {
      if (s.status !== 'done') return;
      const output = s.output;
      callbacks.current.onClosed(output?.outcome === 'notFound' ? callbacks.current.texts.message(output.error) : null);
    });
    return () => {
      saved.unsubscribe();
      deleted.unsubscribe();
      done.unsubscribe();
    };
  }, [actor]);

  // After a failed step, bring the first missing field into view and focus it.
  useEffect(() => {
    if (context.failedSteps === 0 || !context.focus) return;
    if (context.focus.kind === 'name') chromeRef.current?.focusName();
    else formRef.current?.focusQuestion(context.focus.id);
  }, [context.failedSteps, context.focus]);

  const section = currentSection(context);
  if (snapshot.matches('loading') || !section) {
    return <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />;
  }

  const draft = context.draftOffer;
  return (
    <DecisionEditor
      ref={chromeRef}
      mode={context.mode}
      readOnly={context.readOnly}
      decisionId={context.decision.id}
      name={context.decision.name}
      onNameChange={(name) => actor.send({ type: 'NAME_CHANGED', name })}
      nameError={context.showRequiredErrors && context.nameMissing}
      stage={context.stage}
      stageCount={bank.sections.length}
      stageTitle={section.title[lang]}
      showRequiredBanner={context.showRequiredErrors && (context.missing.length > 0 || context.nameMissing)}
      saving={snapshot.hasTag('saving')}
      deleting={snapshot.matches({ open: 'deleting' })}
      // Validation messages show as the banner and beside the fields, not as a second error box.
      error={isValidationError(context.error) ? null : texts.message(context.error)}
      onDismissError={() => actor.send({ type: 'DISMISS_ERROR' })}
      draft={
        draft
          ? {
              savedAt: draft.savedAt,
              onRestore: () => actor.send({ type: 'RESTORE_DRAFT' }),
              onDiscard: () => actor.send({ type: 'DISCARD_DRAFT' }),
            }
          : null
      }
      onPrevious={() => actor.send({ type: 'PREVIOUS' })}
      onNext={() => actor.send({ type: 'NEXT' })}
      onComplete={() => actor.send({ type: 'COMPLETE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onDelete={context.mode === 'edit' ? () => actor.send({ type: 'DELETE' }) : undefined}
    >
      <QuestionForm
        ref={formRef}
        key={section.id}
        bank={bank}
        sectionIndex={context.stage - 1}
        answers={context.decision.answers}
        onChange={(answers) => actor.send({ type: 'ANSWERS_CHANGED', answers })}
        readOnly={context.readOnly}
        showRequiredErrors={context.showRequiredErrors}
      />
    </DecisionEditor>
  );
}
