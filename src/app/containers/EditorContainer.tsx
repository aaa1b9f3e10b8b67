/**
 * The decision editor: its machine, the chrome around the stage and the stage's
 * questions. Saves and deletes are reported to the session one decision at a time.
 *
 * Back while a save still runs does not cancel it: the editor reports `onLeaving`
 * and the session keeps this component mounted but `hidden` until the save is
 * back (the journal then shows the result), so the view goes at once and nothing
 * typed is lost. Showing it again (the investor reopened the decision) resumes it.
 */

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank } from '../../content/types';
import { newDecision } from '../../data/ids';
import type { StorePort } from '../../data/ports';
import type { Decision } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import {
  currentSection,
  type DecisionEditorOutput,
  isValidationError,
  saveStatusOf,
  withDecisionStore,
} from '../../machines/decision-editor.machine';
import type { DraftPort } from '../../machines/draft-port';
import { LoadFailed } from '../../ui/common/LoadFailed';
import { DecisionEditor, type DecisionEditorHandle } from '../../ui/editor/DecisionEditor';
import { QuestionForm, type QuestionFormHandle } from '../../ui/form/QuestionForm';
import { useActorEvents } from './use-actor-events';
import { useMessageText } from './use-texts';

export interface EditorContainerProps {
  open: { mode: 'create' } | { mode: 'edit'; id: string };
  bank: Bank;
  store: StorePort;
  drafts: DraftPort;
  onSaved: (decision: Decision) => void;
  onDeleted: (id: string) => void;
  /** Back was pressed while a save runs: hide the editor but keep it mounted until `onClosed`. */
  onLeaving: (decisionId: string) => void;
  /** The editor finished (closed, completed, deleted, not found), with how it ended. */
  onClosed: (output: DecisionEditorOutput | undefined) => void;
  /** Mounted only to finish a save after Back: renders nothing. */
  hidden?: boolean;
}

export function EditorContainer({
  open,
  bank,
  store,
  drafts,
  onSaved,
  onDeleted,
  onLeaving,
  onClosed,
  hidden = false,
}: EditorContainerProps) {
  const lang = useLang();
  const texts = useMessageText();
  const { t } = useTranslation('editor');
  const input = useMemo(() => {
    const deps = { store, drafts, logger: console, newDecision };
    return open.mode === 'create'
      ? { mode: 'create' as const, bank, deps }
      : { mode: 'edit' as const, decisionId: open.id, bank, deps };
  }, [open, bank, store, drafts]);
  const machine = useMemo(() => withDecisionStore(store), [store]);
  const actor = useActorRef(machine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const formRef = useRef<QuestionFormHandle>(null);
  const chromeRef = useRef<DecisionEditorHandle>(null);

  // Forward saves and deletes to the session list; report the end.
  useActorEvents<typeof machine>(
    actor,
    {
      saved: (event) => onSaved(event.decision),
      deleted: (event) => onDeleted(event.id),
      leaving: (event) => onLeaving(event.id),
    },
    onClosed,
  );

  // Shown again while still finishing the save after Back: carry on editing.
  useEffect(() => {
    if (!hidden && actor.getSnapshot().matches({ open: { screen: 'leaving' } })) actor.send({ type: 'RESUME' });
  }, [hidden, actor]);

  // After a failed step, bring the first missing field into view and focus it.
  useEffect(() => {
    if (context.failedSteps === 0 || !context.focus) return;
    if (context.focus.kind === 'name') chromeRef.current?.focusName();
    else formRef.current?.focusQuestion(context.focus.id);
  }, [context.failedSteps, context.focus]);

  if (hidden) return null;
  if (snapshot.matches('loadFailed')) {
    return (
      <LoadFailed
        title={t('loadFailed.title')}
        message={texts.message(context.error) ?? ''}
        onRetry={() => actor.send({ type: 'RETRY_LOAD' })}
        back={{ label: t('back'), onClick: () => actor.send({ type: 'CLOSE' }) }}
      />
    );
  }
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
      saveStatus={{
        status: saveStatusOf(snapshot),
        error: texts.message(context.saveError),
        onRetry: () => actor.send({ type: 'SAVE' }),
      }}
      deleting={snapshot.matches({ open: { screen: 'deleting' } })}
      // Validation messages show as the banner and beside the fields, not as a second error box.
      error={isValidationError(context.error) ? null : texts.message(context.error)}
      onDismissError={() => actor.send({ type: 'DISMISS_ERROR' })}
      onOpenLatest={context.staleCopy ? () => actor.send({ type: 'OPEN_LATEST' }) : undefined}
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
