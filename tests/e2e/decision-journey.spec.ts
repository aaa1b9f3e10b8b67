/**
 * Issue 6, as a new user would: register on the embedded database, create a
 * decision, try Next with gaps, fill all eight stages (the forecast last),
 * complete it, reload, and find it in the journal; a second user sees none of it.
 */
import { expect, test } from '@playwright/test';
import {
  before,
  CAREFUL_ANSWER,
  fillStage,
  journalRow,
  openInEnglish,
  register,
  STAGES,
  signOut,
  stagePosition,
  stageQuestions,
  text,
} from './support/app';

test('a new investor records a decision across all its stages, and only they see it', async ({ page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page);
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  await register(page, 'ann@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();

  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await expect(page.getByRole('heading', { name: text.editor.titleNew })).toBeVisible();

  // Next with nothing filled: the banner, and the name field (first missing) focused with its message.
  await page.getByRole('button', { name: text.editor.next }).click();
  await expect(page.getByText(text.editor.requiredBanner)).toBeVisible();
  const nameField = page.getByLabel(text.editor.name.label);
  await expect(nameField).toBeFocused();
  await expect(page.getByText(text.editor.name.required)).toBeVisible();

  // With a name, the first unanswered question gets the focus and every gap is marked.
  await nameField.fill('Index fund top-up');
  await page.getByRole('button', { name: text.editor.next }).click();
  const firstAnswer = stageQuestions(page).locator('textarea').first();
  await expect(firstAnswer).toBeFocused();
  await expect(stageQuestions(page).locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.getByText(stagePosition(1))).toBeVisible();

  // Next moves on without waiting for the database; the save runs behind it and reports "Saved".
  const saveStatus = page.getByRole('status').filter({ hasText: text.editor.saveStatus.saved });
  for (let stage = 1; stage <= STAGES; stage++) {
    await expect(page.getByText(stagePosition(stage))).toBeVisible();
    await fillStage(page, CAREFUL_ANSWER);
    await page.getByRole('button', { name: stage === STAGES ? text.editor.complete : text.editor.next }).click();
    if (stage < STAGES) await expect(saveStatus).toBeVisible();
  }

  const journal = page.getByRole('heading', { name: text.dashboard.journal.title });
  await expect(journal).toBeVisible();
  // The journal row (the sidebar lists it too, as awaiting evaluation).
  const row = journalRow(page, 'Index fund top-up');
  await expect(row).toBeVisible();
  await expect(row).toContainText(text.dashboard.journal.statusCompleted);
  await expect(row.getByRole('button', { name: text.dashboard.journal.evaluate })).toBeVisible();

  // Reopened, it shows the forecast stage read-only with the day it was fixed; the name stays editable.
  await row.getByRole('button', { name: text.dashboard.journal.edit }).click();
  await expect(page.getByText(stagePosition(STAGES))).toBeVisible();
  await expect(page.getByText(before(text.editor.forecastLock.note))).toBeVisible();
  for (const field of await stageQuestions(page).locator('input').all()) await expect(field).toBeDisabled();
  await expect(page.getByLabel(text.editor.name.label)).toBeEnabled();
  await page.getByRole('button', { name: text.editor.back }).click();
  await expect(journal).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Index fund top-up' }).first()).toBeVisible({
    timeout: 30_000,
  });

  await signOut(page);
  await register(page, 'bob@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();
  await expect(page.getByText('Index fund top-up')).toHaveCount(0);
});
