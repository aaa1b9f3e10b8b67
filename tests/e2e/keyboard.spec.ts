/**
 * The decision editor, the risk assessment and the evaluation overlay with the
 * keyboard alone: every control is reached with Tab, answered with typing, Space
 * and Enter; while a dialog is open Tab never leaves it, and when it closes the
 * focus is back on the control that opened it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  FORECAST,
  journalRow,
  numberFor,
  openIn,
  register,
  STAGES,
  stagePosition,
  type Texts,
  texts,
} from './support/app';

const t: Texts = texts.en;
const NAME = 'Keyboard only';
const WRITTEN = 'Buy below 15x PE; stop-loss at 8%.';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus, as a person tabbing through the page. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** What has the focus, as the answering loop needs to know it. */
function focusedControl() {
  const element = document.activeElement;
  // A number (a probability, an end of a range) opens a decimal keypad; its label says which.
  if (element instanceof HTMLInputElement && element.inputMode === 'decimal') {
    const label = element.labels?.[0]?.textContent?.trim() ?? '';
    return { kind: 'number' as const, answered: element.value.trim().length > 0, label };
  }
  if (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type === 'text'))
    return { kind: 'text' as const, answered: element.value.trim().length > 0 };
  const role = element?.getAttribute('role');
  const native = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
  if (element && (native || role === 'radio' || role === 'checkbox')) {
    // One answer per question: a radio group, or the fieldset of a checkbox list.
    const group = element.closest('[role="radiogroup"], fieldset') ?? element;
    return { kind: 'choice' as const, answered: group.querySelector(':checked, [aria-checked="true"]') !== null };
  }
  return { kind: 'other' as const, answered: true };
}

/**
 * Tabs through the questions in scope up to `end`, typing words into empty text
 * fields and the forecast into number fields, and ticking one option per
 * question with Space.
 */
async function answerWithKeyboard(page: Page, end: Locator): Promise<void> {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(end)) return;
    const control = await page.evaluate(focusedControl);
    if (control.answered) continue;
    if (control.kind === 'number') await page.keyboard.type(numberFor(control.label, FORECAST, t));
    else if (control.kind === 'text') await page.keyboard.type(WRITTEN);
    else await page.keyboard.press('Space');
  }
  await expect(end).toBeFocused();
}

/** Presses Tab (and Shift+Tab) well past the dialog's controls: the focus stays inside the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press(key);
      expect(await inside(), `focus inside the dialog after ${presses + 1} × ${key}`).toBe(true);
    }
  }
}

test('the editor, the risk assessment and the evaluation work with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  await openIn(page, 'en');
  await register(page, 'keys@example.com');

  // The risk assessment: opened with Enter, answered with Space, closed with Done; the focus comes back.
  const assess = page.getByRole('button', { name: t.dashboard.profile.assessRisk });
  await tabTo(page, assess);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: t.risk.form.submit });
  await expect(submit).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await tabTo(page, dialog.getByRole('button', { name: t.common.close }));
  await answerWithKeyboard(page, submit);
  await page.keyboard.press('Enter');
  const done = dialog.getByRole('button', { name: t.risk.result.done });
  await expect(dialog.getByRole('heading', { name: t.risk.result.heading })).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await tabTo(page, done);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(assess).toBeFocused();

  // Escape closes a dialog too, and the focus comes back as well.
  await page.keyboard.press('Enter');
  await expect(submit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(assess).toBeFocused();

  // The editor: opened with Enter, the name typed, every stage answered (the forecast last), Next and Complete pressed.
  const newDecision = page.getByRole('button', { name: t.dashboard.journal.new });
  await tabTo(page, newDecision);
  await page.keyboard.press('Enter');
  const name = page.getByLabel(t.editor.name.label);
  await tabTo(page, name);
  await page.keyboard.type(NAME);
  for (let stage = 1; stage <= STAGES; stage++) {
    await expect(page.getByText(stagePosition(stage, t))).toBeVisible();
    const next = page.getByRole('button', { name: stage === STAGES ? t.editor.complete : t.editor.next });
    await answerWithKeyboard(page, next);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: t.dashboard.journal.title })).toBeVisible();
  // Leaving the editor puts the focus back where the editor was opened.
  await expect(newDecision).toBeFocused();

  // The delete confirmation of a reopened decision: Tab stays in it; Escape returns to Delete.
  const row = journalRow(page, NAME);
  await tabTo(page, row.getByRole('button', { name: t.dashboard.journal.edit }));
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: t.editor.delete.button, exact: true });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: t.editor.delete.cancel })).toBeVisible();
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: t.editor.back }));
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: t.dashboard.journal.edit })).toBeFocused();

  // The evaluation: Start with Enter, the result read, Save & Complete with Enter; the focus comes back.
  const evaluate = row.getByRole('button', { name: t.dashboard.journal.evaluate });
  await tabTo(page, evaluate);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog');
  const start = overlay.getByRole('button', { name: t.evaluation.start.button });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(overlay.getByText(t.evaluation.result.total)).toBeVisible();
  await expectFocusTrapped(page, overlay);
  await tabTo(page, overlay.getByRole('button', { name: t.evaluation.actions.save }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('button', { name: t.dashboard.journal.viewEvaluation })).toBeFocused();
});
