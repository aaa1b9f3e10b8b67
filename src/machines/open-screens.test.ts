import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Dialog,
  dialogOpen,
  isEditing,
  nothingOpen,
  type OpenDecision,
  type OpenScreens,
  printingId,
  reviewingId,
  type ScreenEvent,
  screensAfter,
} from './open-screens';

const decisionId = fc.constantFrom('d-1', 'd-2');
const dialog: fc.Arbitrary<Dialog> = fc.oneof(
  fc.constantFrom<Dialog>({ name: 'risk' }, { name: 'riskHistory' }, { name: 'myData' }),
  decisionId.map((id): Dialog => ({ name: 'review', decisionId: id })),
  decisionId.map((id): Dialog => ({ name: 'print', decisionId: id })),
);
const openDecision: fc.Arbitrary<OpenDecision> = fc.oneof(
  fc.constant<OpenDecision>({ mode: 'create' }),
  decisionId.map((id): OpenDecision => ({ mode: 'edit', id })),
);
const screens: fc.Arbitrary<OpenScreens> = fc.record({
  openDecision: fc.option(openDecision, { nil: null }),
  evaluatingId: fc.option(decisionId, { nil: null }),
  page: fc.constantFrom('dashboard', 'calibration'),
  dialog: fc.option(dialog, { nil: null }),
});
const dialogEvent: fc.Arbitrary<ScreenEvent> = fc.oneof(
  dialog.map((d): ScreenEvent => ({ type: 'OPEN_DIALOG', dialog: d })),
  dialog.map((d): ScreenEvent => ({ type: 'CLOSE_DIALOG', dialog: d.name })),
);
/** The events of the editor, the evaluation and the page. */
const screenEvent: fc.Arbitrary<ScreenEvent> = fc.oneof(
  fc.constantFrom<ScreenEvent>(
    { type: 'NEW_DECISION' },
    { type: 'CLOSE_DECISION' },
    { type: 'CLOSE_EVALUATION' },
    { type: 'SHOW_PAGE', page: 'dashboard' },
    { type: 'SHOW_PAGE', page: 'calibration' },
    { type: 'DATA_REPLACED' },
  ),
  decisionId.map((id): ScreenEvent => ({ type: 'OPEN_DECISION', id })),
  decisionId.map((id): ScreenEvent => ({ type: 'EVALUATE', id })),
);

const open = (from: OpenScreens, ...events: ScreenEvent[]) => events.reduce(screensAfter, from);
const beneath = ({ openDecision, evaluatingId, page }: OpenScreens) => ({ openDecision, evaluatingId, page });

describe('open screens: dialogs', () => {
  it('every dialog opens with OPEN_DIALOG and closes with CLOSE_DIALOG naming it', () => {
    fc.assert(
      fc.property(screens, dialog, (from, d) => {
        const opened = open(from, { type: 'OPEN_DIALOG', dialog: d });
        expect(opened.dialog).toEqual(d);
        expect(dialogOpen(opened, d.name)).toBe(true);
        expect(open(opened, { type: 'CLOSE_DIALOG', dialog: d.name }).dialog).toBeNull();
      }),
    );
  });

  it('a close naming another dialog leaves the open one as it is', () => {
    fc.assert(
      fc.property(screens, dialog, dialog, (from, shown, closed) => {
        fc.pre(shown.name !== closed.name);
        const opened = open(from, { type: 'OPEN_DIALOG', dialog: shown });
        expect(open(opened, { type: 'CLOSE_DIALOG', dialog: closed.name })).toBe(opened);
      }),
    );
  });

  it('opening and closing dialogs never moves the editor, the evaluation or the page beneath them', () => {
    fc.assert(
      fc.property(screens, fc.array(dialogEvent, { maxLength: 10 }), (from, events) => {
        expect(beneath(open(from, ...events))).toEqual(beneath(from));
      }),
    );
  });

  it('the editor, the evaluation and the page never open or close a dialog', () => {
    fc.assert(
      fc.property(screens, fc.array(screenEvent, { maxLength: 10 }), (from, events) => {
        expect(open(from, ...events).dialog).toBe(from.dialog);
      }),
    );
  });

  it('opens My data over an open editor, and the editor is still there when it closes', () => {
    const editing = open(nothingOpen, { type: 'OPEN_DECISION', id: 'd-1' });
    const withMyData = open(editing, { type: 'OPEN_DIALOG', dialog: { name: 'myData' } });
    expect(withMyData).toEqual({ ...editing, dialog: { name: 'myData' } });
    expect(open(withMyData, { type: 'CLOSE_DIALOG', dialog: 'myData' })).toEqual(editing);
  });

  it('names the decision under review while its dialog is open', () => {
    expect(reviewingId(nothingOpen)).toBeNull();
    expect(reviewingId(open(nothingOpen, { type: 'OPEN_DIALOG', dialog: { name: 'review', decisionId: 'd-2' } }))).toBe(
      'd-2',
    );
    expect(reviewingId(open(nothingOpen, { type: 'OPEN_DIALOG', dialog: { name: 'risk' } }))).toBeNull();
  });

  it('prints over an open editor, names the decision printed, and closes the print view when it is deleted', () => {
    const editing = open(nothingOpen, { type: 'OPEN_DECISION', id: 'd-1' });
    const printing = open(editing, { type: 'OPEN_DIALOG', dialog: { name: 'print', decisionId: 'd-1' } });
    expect(printingId(printing)).toBe('d-1');
    expect(printingId(editing)).toBeNull();
    expect(open(printing, { type: 'CLOSE_DIALOG', dialog: 'print' })).toEqual(editing);
    expect(open(printing, { type: 'DECISION_DELETED', id: 'd-2' })).toEqual(printing);
    expect(open(printing, { type: 'DECISION_DELETED', id: 'd-1' })).toEqual(nothingOpen);
  });
});

describe('open screens: the editor, the evaluation and the page', () => {
  it('opens an editor in place of the evaluation, a fresh opening at each New', () => {
    const evaluating = open(nothingOpen, { type: 'EVALUATE', id: 'd-1' });
    const first = open(evaluating, { type: 'NEW_DECISION' });
    expect(first).toMatchObject({ openDecision: { mode: 'create' }, evaluatingId: null });
    const second = open(first, { type: 'CLOSE_DECISION' }, { type: 'NEW_DECISION' });
    expect(second.openDecision).toEqual(first.openDecision);
    expect(second.openDecision).not.toBe(first.openDecision);
    expect(open(evaluating, { type: 'OPEN_DECISION', id: 'd-2' })).toMatchObject({
      openDecision: { mode: 'edit', id: 'd-2' },
      evaluatingId: null,
    });
  });

  it('keeps the same opening while other things change, so its editor is not remounted', () => {
    fc.assert(
      fc.property(fc.array(dialogEvent, { maxLength: 5 }), (events) => {
        const started = open(nothingOpen, { type: 'NEW_DECISION' });
        expect(open(started, ...events, { type: 'SHOW_PAGE', page: 'calibration' }).openDecision).toBe(
          started.openDecision,
        );
      }),
    );
  });

  it('shows the calibration page and goes back to the dashboard', () => {
    const calibration = open(nothingOpen, { type: 'SHOW_PAGE', page: 'calibration' });
    expect(calibration.page).toBe('calibration');
    expect(open(calibration, { type: 'SHOW_PAGE', page: 'dashboard' })).toEqual(nothingOpen);
  });

  it('closes whatever shows a deleted decision: its editor, its evaluation, its review; nothing else', () => {
    const onD1 = open(
      nothingOpen,
      { type: 'OPEN_DECISION', id: 'd-1' },
      { type: 'EVALUATE', id: 'd-1' },
      { type: 'OPEN_DIALOG', dialog: { name: 'review', decisionId: 'd-1' } },
    );
    expect(open(onD1, { type: 'DECISION_DELETED', id: 'd-2' })).toEqual(onD1);
    expect(open(onD1, { type: 'DECISION_DELETED', id: 'd-1' })).toEqual(nothingOpen);
    const withRisk = open(onD1, { type: 'OPEN_DIALOG', dialog: { name: 'risk' } });
    expect(open(withRisk, { type: 'DECISION_DELETED', id: 'd-1' }).dialog).toEqual({ name: 'risk' });
  });

  it('an import closes the editor and the evaluation, and My data stays open to say how it went', () => {
    const before = open(
      nothingOpen,
      { type: 'SHOW_PAGE', page: 'calibration' },
      { type: 'OPEN_DECISION', id: 'd-1' },
      { type: 'EVALUATE', id: 'd-2' },
      { type: 'OPEN_DIALOG', dialog: { name: 'myData' } },
    );
    expect(open(before, { type: 'DATA_REPLACED' })).toEqual({
      openDecision: null,
      evaluatingId: null,
      page: 'calibration',
      dialog: { name: 'myData' },
    });
  });
});

describe('open screens: what may not be reloaded', () => {
  it.each([
    ['risk', true],
    ['myData', true],
    ['review', true],
    ['riskHistory', false],
  ] as const)('the %s dialog counts as editing: %s', (name, editing) => {
    const d: Dialog = name === 'review' ? { name, decisionId: 'd-1' } : { name };
    expect(isEditing(open(nothingOpen, { type: 'OPEN_DIALOG', dialog: d }))).toBe(editing);
  });

  it('an editor or an evaluation counts as editing; the calibration page does not', () => {
    expect(isEditing(nothingOpen)).toBe(false);
    expect(isEditing(open(nothingOpen, { type: 'SHOW_PAGE', page: 'calibration' }))).toBe(false);
    expect(isEditing(open(nothingOpen, { type: 'NEW_DECISION' }))).toBe(true);
    expect(isEditing(open(nothingOpen, { type: 'EVALUATE', id: 'd-1' }))).toBe(true);
  });
});
