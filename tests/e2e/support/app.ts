/**
 * Shared steps for the end-to-end tests: a person's actions on the built app.
 * Texts are read from the same string tables the app uses, so a copy edit never
 * breaks a test, and the questionnaire is filled generically from what is on screen.
 */
import { expect, type Page } from '@playwright/test';
import ai from '../../../src/i18n/locales/en/ai.json' with { type: 'json' };
import auth from '../../../src/i18n/locales/en/auth.json' with { type: 'json' };
import dashboard from '../../../src/i18n/locales/en/dashboard.json' with { type: 'json' };
import editor from '../../../src/i18n/locales/en/editor.json' with { type: 'json' };
import shell from '../../../src/i18n/locales/en/shell.json' with { type: 'json' };

export const text = { auth, dashboard, editor, shell };

/** Opens the app in English (the tests read the en tables) with a light theme. */
export async function openInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('investment-checkpoint.settings'))
      localStorage.setItem('investment-checkpoint.settings', JSON.stringify({ language: 'en', theme: 'light' }));
  });
  await page.goto('/');
}

async function submitCredentials(page: Page, email: string, password: string, button: string): Promise<void> {
  await page.getByRole('button', { name: shell.signIn }).first().click();
  const dialog = page.getByRole('dialog');
  // As a person would, start typing once the dialog has put the cursor in the email field: on a busy
  // machine that happens late, and would move the cursor away from a field already being filled.
  await expect(dialog.getByLabel(auth.email)).toBeFocused();
  await dialog.getByLabel(auth.email).fill(email);
  await dialog.getByLabel(auth.password).fill(password);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  // The first visit also creates and migrates the embedded database.
  await expect(page.getByRole('button', { name: dashboard.journal.new })).toBeVisible({ timeout: 45_000 });
}

export const register = (page: Page, email: string, password = 'secret-123') =>
  submitCredentials(page, email, password, auth.register);

export const signIn = (page: Page, email: string, password = 'secret-123') =>
  submitCredentials(page, email, password, auth.login);

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: shell.signOut }).click();
  await expect(page.getByText(shell.signInReminder)).toBeVisible();
}

/** The current stage's questions. */
export function stageQuestions(page: Page) {
  return page.getByRole('group', { name: editor.questions });
}

/**
 * Answers every question of the stage on screen like a careful investor:
 * written answers mention targets, stop-losses and verification; choices take the
 * first option, or `pick` when given.
 */
export async function fillStage(page: Page, written: string, pick: (count: number) => number = () => 0) {
  const questions = stageQuestions(page);
  for (const field of await questions.locator('textarea, input[type="text"]').all()) await field.fill(written);
  for (const group of await questions.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(pick(await radios.count())).click();
  }
  for (const group of await questions.locator('fieldset').all()) {
    const boxes = group.getByRole('checkbox');
    if ((await boxes.count()) > 0) await boxes.first().click();
  }
}

export const CAREFUL_ANSWER =
  'Buy below 15x PE after I verify the filings and cross-reference analyst data; target price +20%, stop-loss at 8% below cost.';

/** Creates a decision and answers all seven stages, completing it. */
export async function createCompletedDecision(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: dashboard.journal.new }).click();
  await page.getByLabel(editor.name.label).fill(name);
  for (let stage = 1; stage <= 7; stage++) {
    await expect(page.getByText(`(${stage}/7)`)).toBeVisible();
    await fillStage(page, CAREFUL_ANSWER);
    const last = stage === 7;
    await page.getByRole('button', { name: last ? editor.complete : editor.next }).click();
  }
  await expect(page.getByRole('heading', { name: dashboard.journal.title })).toBeVisible();
}

/** Sets the investor's own AI key and service URL in the AI settings, and closes them. */
export async function setAiKey(page: Page, key: string, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${ai.settings.open}`) }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel(ai.settings.apiKey).fill(key);
  await settings.getByLabel(ai.settings.baseUrl).fill(baseUrl);
  await settings.getByRole('button', { name: ai.settings.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
