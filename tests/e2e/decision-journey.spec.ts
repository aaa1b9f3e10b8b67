/**
 * Issue 6, as a new user would: register on the embedded database, create a
 * decision, try Next with gaps, fill all seven stages, complete it, reload, and
 * find it in the journal; a second user sees none of it.
 */
import { expect, test } from '@playwright/test';
import { CAREFUL_ANSWER, fillStage, openInEnglish, register, signOut, stageQuestions, text } from './support/app';

test('a new investor records a decision across seven stages, and only they see it', async ({ page }) => {
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
  await expect(page.getByText('(1/7)')).toBeVisible();

  // Next moves on without waiting for the database; the save runs behind it and reports "Saved".
  const saveStatus = page.getByRole('status').filter({ hasText: text.editor.saveStatus.saved });
  for (let stage = 1; stage <= 7; stage++) {
    await expect(page.getByText(`(${stage}/7)`)).toBeVisible();
    await fillStage(page, CAREFUL_ANSWER);
    await page.getByRole('button', { name: stage === 7 ? text.editor.complete : text.editor.next }).click();
    if (stage < 7) await expect(saveStatus).toBeVisible();
  }

  const journal = page.getByRole('heading', { name: text.dashboard.journal.title });
  await expect(journal).toBeVisible();
  // The journal row (the sidebar lists it too, as awaiting evaluation).
  const row = page.getByRole('listitem').filter({ hasText: 'Index fund top-up' }).filter({ hasText: '7/7' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(text.dashboard.journal.statusCompleted);
  await expect(row.getByRole('button', { name: text.dashboard.journal.evaluate })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Index fund top-up' }).first()).toBeVisible({
    timeout: 30_000,
  });

  await signOut(page);
  await register(page, 'bob@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();
  await expect(page.getByText('Index fund top-up')).toHaveCount(0);
});
