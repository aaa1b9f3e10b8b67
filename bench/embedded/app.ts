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
const data = table('data');
const editor = table('editor');
const evaluation = table('evaluation');
const form = table('form');
const shell = table('shell');

export const text = {
  signIn: shell.signIn as string,
  email: auth.email as string,
  password: auth.password as string,
  register: auth.register as string,
  newDecision: dashboard.journal.new as string,
  journalEmpty: dashboard.journal.empty as string,
  editDecision: dashboard.journal.edit as string,
  searchDecisions: dashboard.journal.filter.search as string,
  clearFilters: dashboard.journal.filter.clear as string,
  /** '{{shown, number}} of {{total, number}} decisions' */
  filterShown: dashboard.journal.filter.shown as string,
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
  myData: data.myData.open as string,
  myDataTitle: data.myData.title as string,
  importFile: data.import.file as string,
  importSubmit: data.import.submit as string,
  /** Said once a merge import has finished. */
  importDone: data.import.done as string,
  /** The two ends of a range question. */
  low: form.controls.low as string,
  high: form.controls.high as string,
};

/** The stage position as the editor shows it, e.g. '(2/8)'. */
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

/**
 * The open decision's editor, around its questions. Its buttons are looked up
 * in it alone: naming every button of a page that lists thousands of decisions
 * takes Playwright seconds.
 */
export const editorSection = (page: Page): Locator => stageQuestions(page).locator('xpath=ancestor::section[1]');

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

/** The forecast typed into number fields: a probability of 60 %, and a return range from -10 % to 20 %. */
const FORECAST = { probability: '60', low: '-10', high: '20' };

/** Number fields (a probability, the ends of a range) open a decimal keypad; everything else typed is words. */
const NUMBER_FIELDS = 'input[inputmode="decimal"]';

/**
 * Answers every question of the stage on screen: written answers, the forecast
 * in number fields (a range's ends by their Low and High labels), the first
 * option of each choice.
 */
export async function fillStage(page: Page): Promise<void> {
  const questions = stageQuestions(page);
  await questions.waitFor();
  const words = questions.locator(`textarea, input[type="text"]:not(${NUMBER_FIELDS})`);
  for (const field of await words.all()) await field.fill(CAREFUL_ANSWER);
  for (const field of await questions.locator(NUMBER_FIELDS).all()) {
    const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');
    await field.fill(label === text.low ? FORECAST.low : label === text.high ? FORECAST.high : FORECAST.probability);
  }
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

/** Opens My data from the top bar; returns the dialog once its file field is there. */
export async function openMyData(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: text.myData }).click();
  const dialog = page.getByRole('dialog', { name: text.myDataTitle });
  await dialog.getByLabel(text.importFile).waitFor();
  return dialog;
}
