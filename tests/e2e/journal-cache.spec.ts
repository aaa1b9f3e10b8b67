/**
 * A returning investor's reload shows the journal this browser kept before the
 * embedded database has opened: the rows, said to be opening, their actions
 * disabled, and no Log in button; then the database's rows, enabled. Signing out leaves no copy;
 * signing in again brings the journal back.
 *
 * The database is held back on the reload (its worker's script waits for the
 * test), so "before the database is ready" is a state the test can look at.
 */
import { expect, type Page, test } from '@playwright/test';
import { JOURNAL_KEY_PREFIX } from '../../src/app/journal-records';
import {
  CAREFUL_ANSWER,
  fillStage,
  openInEnglish,
  register,
  signIn,
  signOut,
  stagePosition,
  text,
} from './support/app';

test.use({ serviceWorkers: 'block' });

/** The journals kept in this browser's localStorage, by user id (see src/app/journal-records.ts). */
function keptJournals(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((prefix) => {
    const kept: Record<string, string[]> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(prefix)) continue;
      const journal = JSON.parse(localStorage.getItem(key) ?? '{}') as { decisions?: { name: string }[] };
      kept[key.slice(prefix.length)] = (journal.decisions ?? []).map((d) => d.name);
    }
    return kept;
  }, JOURNAL_KEY_PREFIX);
}

test('a reload shows the kept journal before the database opens, and sign-out wipes it', async ({ page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page);
  await register(page, 'kept-journal@example.com');
  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await page.getByLabel(text.editor.name.label).fill('Kept across reloads');
  await fillStage(page, CAREFUL_ANSWER);
  await page.getByRole('button', { name: text.editor.next }).click();
  await expect(page.getByText(stagePosition(2))).toBeVisible();
  await page.getByRole('button', { name: text.editor.back }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Kept across reloads' }).first();
  await expect(row.getByRole('button', { name: text.dashboard.journal.edit })).toBeEnabled();
  // Written a moment after the list changed.
  await expect
    .poll(async () => Object.values(await keptJournals(page)).flat(), { timeout: 15_000 })
    .toEqual(['Kept across reloads']);

  // The reload: the database's worker waits until the kept rows have been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/pglite.*worker|worker.*pglite/i, async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  const status = page.getByText(text.dashboard.journal.opening);
  await expect(status).toBeVisible();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: text.dashboard.journal.edit })).toBeDisabled();
  await expect(page.getByRole('button', { name: text.dashboard.journal.new })).toBeDisabled();
  // Signed in all along: the top bar never offers to log in while the session is checked.
  await expect(page.getByRole('button', { name: text.shell.signIn })).toHaveCount(0);
  release();
  await expect(row.getByRole('button', { name: text.dashboard.journal.edit })).toBeEnabled({ timeout: 45_000 });
  await expect(status).toBeHidden();
  await page.unroute(/pglite.*worker|worker.*pglite/i);

  await signOut(page);
  await expect.poll(() => keptJournals(page)).toEqual({});
  // Nor does a reload signed out show any of it.
  await page.reload();
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  await expect(page.getByText('Kept across reloads')).toBeHidden();

  // Signing in again on this visit (the database opened from this browser's storage,
  // its password hashing loaded on first use) brings the journal back from the database.
  await signIn(page, 'kept-journal@example.com');
  await expect(row.getByRole('button', { name: text.dashboard.journal.edit })).toBeEnabled();
});
