/**
 * The decision editor's chrome: title, name field,
 * stage indicator, banners, the questions slot and the footer. Presentational:
 * the editor machine decides the stage, validation and saving, and the container
 * passes its state in and its events out. The questions form is the `children`.
 */
import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { CloseButton } from '../common/CloseButton';
import { HoverCard } from '../common/HoverCard';
import { useDecisionLabel } from '../dashboard/decision-label';
import { DecisionNameField } from './DecisionNameField';
import { DeleteDecisionButton } from './DeleteDecisionButton';
import { DraftNotice } from './DraftNotice';
import { EditorFooter } from './EditorFooter';
import { ForecastLockNote } from './ForecastLockNote';
import { LockIcon } from './LockIcon';
import { SaveStatus, type SaveStatusProps } from './SaveStatus';
import { StageIndicator } from './StageIndicator';

/** What the container may do to the editor imperatively. */
export interface DecisionEditorHandle {
  /** Focus the name field (and so scroll to it): call when it is the first missing field after a failed step. */
  focusName: () => void;
}

export interface DecisionEditorProps {
  mode: 'create' | 'edit';
  /** Evaluated decisions: fields disabled; only Previous, Next and Back. */
  readOnly: boolean;
  decisionId: string;
  name: string;
  onNameChange: (name: string) => void;
  /** The decision's tags (the tag editor), under its name; editable even when the decision is read-only. */
  tags?: ReactNode;
  /** The name is missing after a failed step. */
  nameError: boolean;
  /** 1-based stage on screen. */
  stage: number;
  stageCount: number;
  stageTitle: string;
  /** The section's intro above its questions (bank text, glossary marks rendered); not shown on a locked stage. */
  stageIntro?: ReactNode;
  /**
   * Given when the stage holds the decision's fixed forecast: its questions show
   * read-only under a note saying when the forecast was made. The rest of the
   * decision stays editable.
   */
  forecastLock?: { madeAt: string | null } | null;
  /**
   * The banner after a failed Next or Complete: questions (or the name) left
   * unanswered, or answers given that may not stand (marked at their fields).
   */
  problemBanner?: 'required' | 'invalid' | null;
  /** Complete is saving: its button spins. Background saves after Next show in `saveStatus` instead. */
  saving: boolean;
  /** The background save's status beside the stage indicator; omitted, nothing is shown. */
  saveStatus?: Omit<SaveStatusProps, 'retryDisabled'>;
  /** A delete is running. */
  deleting?: boolean;
  /** Already translated save / delete error, shown above the footer. */
  error?: string | null;
  onDismissError?: () => void;
  /**
   * Given when a save or delete was refused because the store holds a newer
   * version: the status and the error offer to open it (the typing stays a draft).
   */
  onOpenLatest?: () => void;
  /** An unsaved draft to offer back (ISO time it was written); null or omitted when there is none. */
  draft?: { savedAt: string; onRestore: () => void; onDiscard: () => void } | null;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
  /** The (X) button and Back both leave the editor. */
  onClose: () => void;
  /** Omit when no delete action is available; shown in edit mode only, never read-only. */
  onDelete?: () => void;
  /** Opens the decision as a document to print; omit while it has never been saved. */
  onPrint?: () => void;
  /** The stage's questions (the form). */
  children: ReactNode;
  ref?: Ref<DecisionEditorHandle>;
}

export function DecisionEditor({
  mode,
  readOnly,
  decisionId,
  name,
  onNameChange,
  tags,
  nameError,
  stage,
  stageCount,
  stageTitle,
  stageIntro,
  forecastLock,
  problemBanner = null,
  saving,
  saveStatus,
  deleting = false,
  error,
  onDismissError,
  onOpenLatest,
  draft,
  onPrevious,
  onNext,
  onComplete,
  onClose,
  onDelete,
  onPrint,
  children,
  ref,
}: DecisionEditorProps) {
  const { t } = useTranslation('editor');
  const titleId = useId();
  const lockNoteId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focusName: () => nameInput.current?.focus() }), []);
  const label = useDecisionLabel()({ id: decisionId, name });
  const busy = saving || deleting;
  const heading = useRef<HTMLHeadingElement>(null);
  const stageLine = useRef<HTMLDivElement>(null);
  const shownStage = useRef(stage);

  // The editor takes the place of the button that opened it: without this the focus
  // would fall back to the start of the page, far from the editor.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // A new stage starts at its top: after Next or Previous, keyboard and screen-reader users
  // (and a phone's scroll position) land on the stage's title, not below its questions.
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    stageLine.current?.focus();
  }, [stage]);

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="min-w-0 text-lg font-semibold break-words">
            {mode === 'create' ? t('titleNew') : t('titleEdit', { name: label })}
          </h2>
          {readOnly && (
            <HoverCard
              trigger={
                <span className="inline-flex min-h-6 items-center gap-1 rounded-full bg-slate-100 px-2.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <LockIcon />
                  {t('readOnly')}
                </span>
              }
            >
              {t('readOnlyTooltip')}
            </HoverCard>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {onPrint && (
            <Button variant="ghost" onClick={onPrint} disabled={busy}>
              {t('print')}
            </Button>
          )}
          {mode === 'edit' && !readOnly && onDelete && (
            <DeleteDecisionButton decisionLabel={label} deleting={deleting} disabled={busy} onDelete={onDelete} />
          )}
          <CloseButton onClick={onClose} label={t('close')} />
        </div>
      </header>

      {draft && !readOnly && <DraftNotice {...draft} />}

      <DecisionNameField ref={nameInput} value={name} onChange={onNameChange} invalid={nameError} disabled={readOnly} />

      {tags}

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div ref={stageLine} tabIndex={-1} className="rounded-md">
          <StageIndicator stage={stage} stageCount={stageCount} stageTitle={stageTitle} />
        </div>
        {saveStatus && !readOnly && <SaveStatus {...saveStatus} onOpenLatest={onOpenLatest} retryDisabled={busy} />}
      </div>

      {problemBanner && (
        <Alert tone="error">{t(problemBanner === 'invalid' ? 'invalidBanner' : 'requiredBanner')}</Alert>
      )}

      {forecastLock ? (
        <ForecastLockNote id={lockNoteId} madeAt={forecastLock.madeAt} />
      ) : (
        stageIntro && <p className="text-sm text-slate-700 dark:text-slate-300">{stageIntro}</p>
      )}

      {/* A disabled fieldset disables every native control of the form inside it. */}
      <fieldset
        disabled={readOnly || Boolean(forecastLock)}
        aria-label={t('questions')}
        aria-describedby={forecastLock ? lockNoteId : undefined}
        className="min-w-0"
      >
        {children}
      </fieldset>

      {error && (
        <Alert tone="error" onDismiss={onDismissError}>
          {error}
          {onOpenLatest && (
            <Button onClick={onOpenLatest} disabled={busy} className="mt-2 min-h-8 py-1">
              {t('saveStatus.openLatest')}
            </Button>
          )}
        </Alert>
      )}

      <EditorFooter
        stage={stage}
        stageCount={stageCount}
        readOnly={readOnly}
        saving={saving}
        busy={busy}
        onPrevious={onPrevious}
        onNext={onNext}
        onComplete={onComplete}
        onBack={onClose}
      />
    </section>
  );
}
