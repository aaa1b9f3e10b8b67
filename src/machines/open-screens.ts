/**
 * What is open on the signed-in screens: the decision editor, the evaluation
 * overlay, the page in the main column and at most one dialog. Every dialog
 * opens with `OPEN_DIALOG` and closes with `CLOSE_DIALOG`, so one reducer says
 * what each event leaves open. The session machine holds the result and starts
 * from `nothingOpen` at each sign-in, so nothing of one user's screens shows to
 * the next.
 */

/** The decision shown in the editor instead of the page. */
export type OpenDecision = { mode: 'create' } | { mode: 'edit'; id: string };

/** What the main column shows while no editor is open. */
export type Page = 'dashboard' | 'calibration' | 'shared';

export type Dialog =
  | { name: 'risk' }
  | { name: 'riskHistory' }
  | { name: 'myData' }
  /** The review dialog of a completed decision. */
  | { name: 'review'; decisionId: string }
  /** A decision as a document to print. */
  | { name: 'print'; decisionId: string };

export type DialogName = Dialog['name'];

export interface OpenScreens {
  openDecision: OpenDecision | null;
  /** Id of the decision the evaluation overlay is open on. */
  evaluatingId: string | null;
  page: Page;
  dialog: Dialog | null;
}

export const nothingOpen: OpenScreens = { openDecision: null, evaluatingId: null, page: 'dashboard', dialog: null };

export type ScreenEvent =
  | { type: 'NEW_DECISION' }
  | { type: 'OPEN_DECISION'; id: string }
  | { type: 'CLOSE_DECISION' }
  | { type: 'EVALUATE'; id: string }
  | { type: 'CLOSE_EVALUATION' }
  | { type: 'SHOW_PAGE'; page: Page }
  /** Takes the place of any dialog open before; the editor and the page stay beneath it. */
  | { type: 'OPEN_DIALOG'; dialog: Dialog }
  /** Names the dialog that closed, so a late close from one dialog never closes another. */
  | { type: 'CLOSE_DIALOG'; dialog: DialogName }
  /** The stored decision is gone: whatever shows it closes. */
  | { type: 'DECISION_DELETED'; id: string }
  /**
   * The user's stored data changed outside the editors (an import): the editor and
   * the evaluation close, their decisions may be gone. The dialog stays, so
   * My data can say how the import went.
   */
  | { type: 'DATA_REPLACED' };

// A record, so the compiler refuses a screen event left out of the list.
const screenEventNames: Record<ScreenEvent['type'], true> = {
  NEW_DECISION: true,
  OPEN_DECISION: true,
  CLOSE_DECISION: true,
  EVALUATE: true,
  CLOSE_EVALUATION: true,
  SHOW_PAGE: true,
  OPEN_DIALOG: true,
  CLOSE_DIALOG: true,
  DECISION_DELETED: true,
  DATA_REPLACED: true,
};

/** Every screen event's type, for the machine's `assertEvent`. */
export const screenEventTypes = Object.keys(screenEventNames) as ScreenEvent['type'][];

/** What is open after `event`. */
export function screensAfter(screens: OpenScreens, event: ScreenEvent): OpenScreens {
  switch (event.type) {
    // A fresh object at each New: the editor host is keyed by it, so a new checkpoint
    // started while the last one still finishes its save gets an editor of its own.
    case 'NEW_DECISION':
      return { ...screens, openDecision: { mode: 'create' }, evaluatingId: null };
    case 'OPEN_DECISION':
      return { ...screens, openDecision: { mode: 'edit', id: event.id }, evaluatingId: null };
    case 'CLOSE_DECISION':
      return { ...screens, openDecision: null };
    case 'EVALUATE':
      return { ...screens, evaluatingId: event.id };
    case 'CLOSE_EVALUATION':
      return { ...screens, evaluatingId: null };
    case 'SHOW_PAGE':
      return { ...screens, page: event.page };
    case 'OPEN_DIALOG':
      return { ...screens, dialog: event.dialog };
    case 'CLOSE_DIALOG':
      return screens.dialog?.name === event.dialog ? { ...screens, dialog: null } : screens;
    case 'DECISION_DELETED':
      return withDecisionClosed(screens, event.id);
    case 'DATA_REPLACED':
      return { ...screens, openDecision: null, evaluatingId: null };
  }
}

function withDecisionClosed(screens: OpenScreens, id: string): OpenScreens {
  const { openDecision, evaluatingId, dialog } = screens;
  return {
    ...screens,
    openDecision: openDecision?.mode === 'edit' && openDecision.id === id ? null : openDecision,
    evaluatingId: evaluatingId === id ? null : evaluatingId,
    dialog: (dialog?.name === 'review' || dialog?.name === 'print') && dialog.decisionId === id ? null : dialog,
  };
}

/** Whether `name` is the dialog open. */
export function dialogOpen(screens: OpenScreens, name: DialogName): boolean {
  return screens.dialog?.name === name;
}

/** The decision whose print view is open, if any. */
export function printingId(screens: OpenScreens): string | null {
  return screens.dialog?.name === 'print' ? screens.dialog.decisionId : null;
}

/** The decision whose review dialog is open, if any. */
export function reviewingId(screens: OpenScreens): string | null {
  return screens.dialog?.name === 'review' ? screens.dialog.decisionId : null;
}

/**
 * Something the investor is in the middle of is open (a decision, an evaluation,
 * the risk, review or My data dialog): nothing may reload the page now. The
 * assessment history is left out: it lists and deletes, each in one step, so a
 * reload there loses nothing.
 */
export function isEditing(screens: OpenScreens): boolean {
  const { dialog } = screens;
  return Boolean(screens.openDecision || screens.evaluatingId || (dialog && dialog.name !== 'riskHistory'));
}
