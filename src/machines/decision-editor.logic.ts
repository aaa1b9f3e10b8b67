/**
 * Pure rules behind the decision editor machine: whether a step may be taken,
 * which unsaved draft to offer back, and how a save or a draft folds into the
 * decision on screen. Kept apart from the machine so each rule reads on its own.
 */

import type { Answers, Bank, Section } from '../content/types';
import type { Decision } from '../data/types';
import { sectionProblems } from '../engine/answer-problems';
import { applyFormAnswers, type FormAnswers, sameAnswers } from '../engine/answers';
import { isStageLocked, keepLockedAnswers, lockedAnswers } from '../engine/locked-answers';
import type { UserMessage } from '../i18n/user-message';
import type { DecisionEditorContext, FocusTarget } from './decision-editor.types';
import type { DecisionDraft, DraftPort } from './draft-port';
import { MESSAGES } from './machine-messages';

type StageView = Pick<DecisionEditorContext, 'bank' | 'stage'>;

/** The bank section of the stage on screen. */
export function currentSection(context: StageView): Section | undefined {
  return context.bank.sections[context.stage - 1];
}

/** How many stages the bank has: one per section. */
export function stageCount(context: Pick<DecisionEditorContext, 'bank'>): number {
  return context.bank.sections.length;
}

/** `stage` as a stage of the bank: a whole number from 1 to the last stage. */
export function clampStage(stage: number, context: Pick<DecisionEditorContext, 'bank'>): number {
  return Math.min(Math.max(1, Math.trunc(stage) || 1), Math.max(1, stageCount(context)));
}

/**
 * Whether the stage on screen is fixed: the decision carries its forecast and
 * the stage's section is locked. Its form shows read-only, and nothing typed
 * there is taken.
 */
export function stageLocked(context: StageView & Pick<DecisionEditorContext, 'decision'>): boolean {
  return isStageLocked(context.bank, context.stage, context.decision.forecast);
}

/**
 * The decision's answers with the current stage's form data folded in. Answers
 * of a locked section stay as the forecast fixed them, whatever the form reports.
 */
export function withStageAnswers(
  context: StageView & Pick<DecisionEditorContext, 'decision'>,
  formData: FormAnswers,
): Answers {
  const section = currentSection(context);
  const { answers, forecast } = context.decision;
  return keepLockedAnswers(
    context.bank,
    forecast,
    answers,
    applyFormAnswers(answers, section ? [section] : [], formData),
  );
}

/**
 * The section whose answers gate the step: the current one, unless it is locked
 * (its answers cannot change, so nothing the investor could do would fix them).
 */
export function gatedSection(context: StageView & Pick<DecisionEditorContext, 'decision'>): Section | undefined {
  return stageLocked(context) ? undefined : currentSection(context);
}

/**
 * The forecast the decision is completed with: the answers of the bank's locked
 * sections (null for a bank without one), or the one it already carries when it
 * is completed again, since a forecast once made is never replaced.
 */
export function forecastOnComplete(context: Pick<DecisionEditorContext, 'bank' | 'decision'>): Answers | null {
  return context.decision.forecast ?? lockedAnswers(context.bank, context.decision.answers);
}

const VALIDATION_KEYS: readonly string[] = [MESSAGES.nameRequired, MESSAGES.answersRequired, MESSAGES.answersInvalid];

/** Validation banners come and go with the fields; save and delete errors stay until dismissed. */
export function isValidationError(error: UserMessage | null): boolean {
  return error !== null && VALIDATION_KEYS.includes(error.key);
}

/** No field marked, nothing to focus: after a successful step, or when the marks no longer apply. */
export const clearedValidation = {
  showRequiredErrors: false,
  nameMissing: false,
  missing: [],
  focus: null,
} satisfies Partial<DecisionEditorContext>;

export interface StepCheck {
  nameMissing: boolean;
  /**
   * Questions of the stage whose answers stop the step, in question order: a
   * required one unanswered, or an answer that may not stand (a probability
   * outside 0-100, a range whose low end is above its high end, a word where a
   * number belongs). The form marks each at its field.
   */
  missing: string[];
  focus: FocusTarget | null;
  error: UserMessage | null;
}

/**
 * Whether the investor may leave `section`: the trimmed name is set and the
 * section's answers pass the gate every form shares (`sectionProblems`). The
 * name sits above the questions, so it is focused first, and the banner names
 * the first problem the investor will meet: unanswered questions, or, when all
 * are answered, answers to correct.
 */
export function checkStep(decision: Decision, section: Section | undefined): StepCheck {
  const nameMissing = decision.name.trim().length === 0;
  const problems = section ? sectionProblems(section, decision.answers) : [];
  const missing = problems.map((problem) => problem.id);
  const first = problems[0];
  if (nameMissing) return { nameMissing, missing, focus: { kind: 'name' }, error: { key: MESSAGES.nameRequired } };
  if (first !== undefined) {
    const unanswered = problems.some((problem) => problem.kind === 'required');
    return {
      nameMissing,
      missing,
      focus: { kind: 'question', id: first.id },
      error: { key: unanswered ? MESSAGES.answersRequired : MESSAGES.answersInvalid },
    };
  }
  return { nameMissing, missing, focus: null, error: null };
}

/** Whether the draft holds something the stored decision does not. */
function draftDiffers(draft: DecisionDraft, decision: Decision): boolean {
  return (
    draft.decision.name.trim() !== decision.name.trim() ||
    draft.decision.stage !== decision.stage ||
    !sameAnswers(draft.decision.answers, decision.answers)
  );
}

/**
 * The unsaved draft to offer when the editor opens, if any. A new checkpoint is
 * offered the newest never-saved draft of the same bank (what was typed before a
 * reload or crash); an existing decision its own draft, unless it is read-only or
 * the draft adds nothing to what is stored.
 */
export function pickDraftOffer(
  drafts: DraftPort,
  bank: Bank,
  decision: Decision,
  mode: 'create' | 'edit',
): DecisionDraft | null {
  if (mode === 'create') {
    return drafts.list().find((d) => d.decision.version === 0 && d.decision.bankId === bank.id) ?? null;
  }
  const draft = drafts.read(decision.id);
  if (!draft || decision.evaluated || !draftDiffers(draft, decision)) return null;
  return draft;
}

/**
 * `current` with the draft's typing put back. A draft of the same decision only
 * brings back what the investor typed (name, answers, furthest stage), keeping the
 * stored version so the next save does not conflict, and never what it says on a
 * forecast fixed since (the draft may predate the completion); a draft of a
 * never-saved decision is taken whole, id included, so saving it later saves that one.
 */
export function restoreDraft(current: Decision, draft: DecisionDraft, bank: Bank): Decision {
  // A draft written before decisions carried a forecast has no such fields: it has none.
  if (draft.decision.id !== current.id) {
    return {
      ...draft.decision,
      forecast: draft.decision.forecast ?? null,
      forecastMadeAt: draft.decision.forecastMadeAt ?? null,
    };
  }
  return {
    ...current,
    name: draft.decision.name,
    answers: keepLockedAnswers(bank, current.forecast, current.answers, { ...draft.decision.answers }),
    stage: Math.max(current.stage, draft.decision.stage),
  };
}

/**
 * `current` after a save of `sent` came back as `saved`: the store's bookkeeping
 * (id, version, timestamps, completed, the forecast and when the database fixed
 * it) is taken, while anything typed during the save stays, so an edit made
 * while the spinner turned is not lost.
 */
export function mergeSaved(current: Decision, saved: Decision): Decision {
  return {
    ...current,
    id: saved.id,
    version: saved.version,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
    completed: saved.completed,
    forecast: saved.forecast,
    forecastMadeAt: saved.forecastMadeAt,
    stage: Math.max(current.stage, saved.stage),
  };
}

/**
 * The decision as the store should keep it: the name is checked trimmed, so it
 * is kept trimmed too (a name of spaces around a word would otherwise be stored
 * and listed with them).
 */
export function forSaving(decision: Decision, changes: Partial<Decision> = {}): Decision {
  return { ...decision, ...changes, name: decision.name.trim() };
}

/** Whether the typed content of two decisions is the same; spaces around the name are not content. */
export function sameContent(a: Decision, b: Decision): boolean {
  return a.name.trim() === b.name.trim() && sameAnswers(a.answers, b.answers);
}
