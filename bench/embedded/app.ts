/**
 * What a person does on the app, through what they see: roles, labels and the
 * texts of the app's own English string tables (so a copy edit never breaks the
 * benchmark). Mirrors tests/e2e/support/app.ts, which needs Playwright Test's
 * `expect`; here the waits are playwright-core's own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from './server.ts';

const table = (name: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'src/i18n/locales/en', `${name}.json`), 'utf8')) as Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: string tables are nested JSON read at run time
    any
  >;

const auth = table('auth');
const dashboard = table('dashboard');
const editor = table('editor');
const evaluation = table('evaluation');
const shell = table('shell');

export const text = {
  signIn: shell.signIn as string,
  email: auth.email as string,
  password: auth.password as string,
  register: auth.register as string,
  newDecision: dashboard.journal.new as string,
  evaluate: dashboard.journal.evaluate as string,
  decisionName: editor.name.label as string,
  questions: editor.questions as string,
  /** '({{stage}}/{{total}})' */
  position: editor.stages.position as string,
  next: editor.next as string,
  complete: editor.complete as string,
  startEvaluation: evaluation.start.button as string,
  totalScore: evaluation.result.total as string,
  saveEvaluation: evaluation.actions.save as string,
};

/** The stage position as the editor shows it, e.g. '(2/7)'. */
export const stagePosition = (stage: number, total: number) =>
  text.position.replace('{{stage}}', String(stage)).replace('{{total}}', String(total));

/** A fresh profile opens in English (the benchmark reads the en tables) with the light theme, as a user would set it. */
export const englishSettingsScript = `(() => {
  if (!localStorage.getItem('investment-checkpoint.settings'))
    localStorage.setItem('investment-checkpoint.settings', JSON.stringify({ language: 'en', theme: 'light' }));
})();`;

export const CAREFUL_ANSWER =
  'Buy below 15x PE after I verify the filings and cross-reference analyst data; target price +20%, stop-loss at 8% below cost.';

/** Opens the sign-in dialog and registers as fast as the controls allow; returns once Register is clicked. */
export async function registerAsFastAsPossible(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: text.signIn }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.email).fill(email);
  await dialog.getByLabel(text.password).fill(password);
  await dialog.getByRole('button', { name: text.register, exact: true }).click();
}

export const newDecisionButton = (page: Page) => page.getByRole('button', { name: text.newDecision });

export function stageQuestions(page: Page): Locator {
  return page.getByRole('group', { name: text.questions });
}

/** Opens a new decision and names it; returns the number of stages the editor shows. */
export async function startDecision(page: Page, name: string): Promise<number> {
  await newDecisionButton(page).click();
  await page.getByLabel(text.decisionName).fill(name);
  const pattern = new RegExp(
    `^${text.position
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{\\{stage\\}\\}', '1')
      .replace('\\{\\{total\\}\\}', '(\\d+)')}$`,
  );
  const position = page.getByText(pattern).first();
  await position.waitFor();
  const match = pattern.exec(((await position.textContent()) ?? '').trim());
  const total = Number(match?.[1]);
  if (!Number.isInteger(total) || total < 2) throw new Error(`could not read the number of stages from "${match}"`);
  return total;
}

/** Answers every question of the stage on screen: written answers, the first option of each choice. */
export async function fillStage(page: Page): Promise<void> {
  const questions = stageQuestions(page);
  await questions.waitFor();
  for (const field of await questions.locator('textarea, input[type="text"]').all()) await field.fill(CAREFUL_ANSWER);
  for (const group of await questions.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
  for (const group of await questions.locator('fieldset').all()) {
    const boxes = group.getByRole('checkbox');
    if ((await boxes.count()) > 0 && !(await boxes.first().isChecked())) await boxes.first().click();
  }
}

/** The completed decision's row in the dashboard, with its Evaluate button. */
export const decisionRow = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ has: page.getByRole('button', { name: text.evaluate }) })
    .first();
