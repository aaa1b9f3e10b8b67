/**
 * The decision editor: its machine, the chrome around the stage and the stage's
 * questions. Saves and deletes are reported to the session one decision at a time.
 *
 * Back while a save still runs does not cancel it: the editor reports `onLeaving`
 * and the session keeps this component mounted but `hidden` until the save is
 * back (the journal then shows the result), so the view goes at once and nothing
 * typed is lost. Showing it again (the investor reopened the decision) resumes it.
 */

import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { memo, type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getGlossary } from '../../content/registry';
import type { Bank } from '../../content/types';
import { newDecision } from '../../data/ids';
import type { StorePort } from '../../data/ports';
import type { Decision } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { decisionEditorMachine } from '../../machines/decision-editor.machine';
import {
  selectChrome,
  selectCompletedDecision,
  selectFocusRequest,
  selectScreen,
  selectStageForm,
} from '../../machines/decision-editor.selectors';
import { editorServices } from '../../machines/decision-editor.services';
import type { DecisionEditorOutput } from '../../machines/decision-editor.types';
import type { DraftPort } from '../../machines/draft-port';
import { LoadFailed } from '../../ui/common/LoadFailed';
import { useMessageText } from '../../ui/common/use-message-text';
import { DecisionEditor, type DecisionEditorHandle } from '../../ui/editor/DecisionEditor';
import { QuestionForm, type QuestionFormHandle } from '../../ui/form/QuestionForm';
import { MarkedText } from '../../ui/glossary/MarkedText';
import { TagEditor } from '../../ui/tags/TagEditor';
import { useActorEvents } from './use-actor-events';
import { type DecisionTagsSource, useDecisionTags } from './use-decision-tags';

type EditorMachine = typeof decisionEditorMachine;
type EditorActor = ReturnType<typeof useActorRef<EditorMachine>>;

export interface EditorContainerProps {
  open: { mode: 'create' } | { mode: 'edit'; id: string };
  bank: Bank;
  store: StorePort;
  drafts: DraftPort;
  /** The session's tags: the editor shows and saves the open decision's once it is saved. */
  tags: DecisionTagsSource;
  onSaved: (decision: Decision) => void;
  onDeleted: (id: string) => void;
  /** Back was pressed while a save runs: hide the editor but keep it mounted until `onClosed`. */
  onLeaving: (decisionId: string) => void;
  /** The editor finished (closed, completed, deleted, not found), with how it ended. */
  onClosed: (output: DecisionEditorOutput | undefined) => void;
  /** Mounted only to finish a save after Back: renders nothing. */
  hidden?: boolean;
  /** Opens the decision's print view. */
  onPrint?: (id: string) => void;
  /** What shows below a completed decision, given the decision as stored (its second opinions). */
  besides?: (decision: Decision) => ReactNode;
}

export function EditorContainer({
  open,
  bank,
  store,
  drafts,
  tags,
  onSaved,
  onDeleted,
  onLeaving,
  onClosed,
  hidden = false,
  onPrint,
  besides,
}: EditorContainerProps) {
  const lang = useLang();
  const texts = useMessageText();
  const { t } = useTranslation('editor');
  const input = useMemo(
    () =>
      open.mode === 'create'
        ? { mode: 'create' as const, bank, newDecision }
        : { mode: 'edit' as const, decisionId: open.id, bank, newDecision },
    [open, bank],
  );
  const machine = useMemo(
    () => decisionEditorMachine.provide(editorServices({ store, drafts, logger: console })),
    [store, drafts],
  );
  const actor = useActorRef(machine, { input });
  const screen = useSelector(actor, selectScreen);
  const chrome = useSelector(actor, selectChrome, shallowEqual);
  const focusRequest = useSelector(actor, selectFocusRequest, shallowEqual);
  const formRef = useRef<QuestionFormHandle>(null);
  const chromeRef = useRef<DecisionEditorHandle>(null);
  const tagEditor = useDecisionTags(store, tags, chrome.decisionId);
  // A completed decision no longer changes as it is read, so this re-renders nothing while one is typed in.
  const completed = useSelector(actor, selectCompletedDecision);

  // Forward saves and deletes to the session list; report the end.
  useActorEvents<EditorMachine>(
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
    const { failedSteps, focus } = focusRequest;
    if (failedSteps === 0 || !focus) return;
    if (focus.kind === 'name') chromeRef.current?.focusName();
    else formRef.current?.focusQuestion(focus.id);
  }, [focusRequest]);

  if (hidden) return null;
  if (screen === 'loadFailed') {
    return (
      <LoadFailed
        title={t('loadFailed.title')}
        message={texts.message(chrome.loadError) ?? ''}
        onRetry={() => actor.send({ type: 'RETRY_LOAD' })}
        back={{ label: t('back'), onClick: () => actor.send({ type: 'CLOSE' }) }}
      />
    );
  }
  const section = bank.sections[chrome.stage - 1];
  if (screen === 'loading' || !section) {
    return <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />;
  }

  const editor = (
    <DecisionEditor
      ref={chromeRef}
      mode={chrome.mode}
      readOnly={chrome.readOnly}
      decisionId={chrome.decisionId}
      name={chrome.name}
      onNameChange={(name) => actor.send({ type: 'NAME_CHANGED', name })}
      tags={tagEditor && <TagEditor {...tagEditor} />}
      // Like tags, printing needs the stored decision: the tag editor shows once there is one.
      onPrint={tagEditor && onPrint ? () => onPrint(chrome.decisionId) : undefined}
      nameError={chrome.nameError}
      stage={chrome.stage}
      stageCount={bank.sections.length}
      stageTitle={section.title[lang]}
      stageIntro={section.intro && <MarkedText text={section.intro[lang]} glossary={getGlossary()} lang={lang} />}
      forecastLock={chrome.stageLocked ? { madeAt: chrome.forecastMadeAt } : null}
      problemBanner={chrome.problemBanner}
      saving={chrome.saving}
      saveStatus={{
        status: chrome.saveStatus,
        error: texts.message(chrome.saveError),
        onRetry: () => actor.send({ type: 'SAVE' }),
      }}
      deleting={chrome.deleting}
      error={texts.message(chrome.error)}
      onDismissError={() => actor.send({ type: 'DISMISS_ERROR' })}
      onOpenLatest={chrome.staleCopy ? () => actor.send({ type: 'OPEN_LATEST' }) : undefined}
      draft={
        chrome.draftSavedAt !== null
          ? {
              savedAt: chrome.draftSavedAt,
              onRestore: () => actor.send({ type: 'RESTORE_DRAFT' }),
              onDiscard: () => actor.send({ type: 'DISCARD_DRAFT' }),
            }
          : null
      }
      onPrevious={() => actor.send({ type: 'PREVIOUS' })}
      onNext={() => actor.send({ type: 'NEXT' })}
      onComplete={() => actor.send({ type: 'COMPLETE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onDelete={chrome.mode === 'edit' ? () => actor.send({ type: 'DELETE' }) : undefined}
    >
      <StageForm actor={actor} bank={bank} formRef={formRef} />
    </DecisionEditor>
  );
  return (
    <>
      {editor}
      {completed && besides?.(completed)}
    </>
  );
}

/**
 * The stage's questions, reading only their answers: typing the name re-renders
 * the chrome, not the form, and an answer re-renders the form, not the chrome.
 */
const StageForm = memo(function StageForm({
  actor,
  bank,
  formRef,
}: {
  actor: EditorActor;
  bank: Bank;
  formRef: RefObject<QuestionFormHandle | null>;
}) {
  const form = useSelector(actor, selectStageForm, shallowEqual);
  const section = bank.sections[form.stage - 1];
  if (!section) return null;
  return (
    <QuestionForm
      ref={formRef}
      key={section.id}
      bank={bank}
      sectionIndex={form.stage - 1}
      answers={form.answers}
      onChange={(answers) => actor.send({ type: 'ANSWERS_CHANGED', answers })}
      readOnly={form.readOnly}
      showRequiredErrors={form.showRequiredErrors}
    />
  );
});
