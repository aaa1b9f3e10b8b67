/**
 * Shared steps for the end-to-end tests: a person's actions on the built app.
 * Texts are read from the same string tables the app uses, in either language, so a
 * copy edit never breaks a test, and the questionnaire is filled generically from
 * what is on screen. Every step takes the tables of the language on screen
 * (English unless told).
 */
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import decisionBank from '../../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import enAi from '../../../src/i18n/locales/en/ai.json' with { type: 'json' };
import enAuth from '../../../src/i18n/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../../src/i18n/locales/en/common.json' with { type: 'json' };
import enDashboard from '../../../src/i18n/locales/en/dashboard.json' with { type: 'json' };
import enData from '../../../src/i18n/locales/en/data.json' with { type: 'json' };
import enEditor from '../../../src/i18n/locales/en/editor.json' with { type: 'json' };
import enEvaluation from '../../../src/i18n/locales/en/evaluation.json' with { type: 'json' };
import enForm from '../../../src/i18n/locales/en/form.json' with { type: 'json' };
import enReview from '../../../src/i18n/locales/en/review.json' with { type: 'json' };
import enRisk from '../../../src/i18n/locales/en/risk.json' with { type: 'json' };
import enShell from '../../../src/i18n/locales/en/shell.json' with { type: 'json' };
import zhAi from '../../../src/i18n/locales/zh/ai.json' with { type: 'json' };
import zhAuth from '../../../src/i18n/locales/zh/auth.json' with { type: 'json' };
import zhCommon from '../../../src/i18n/locales/zh/common.json' with { type: 'json' };
import zhDashboard from '../../../src/i18n/locales/zh/dashboard.json' with { type: 'json' };
import zhData from '../../../src/i18n/locales/zh/data.json' with { type: 'json' };
import zhEditor from '../../../src/i18n/locales/zh/editor.json' with { type: 'json' };
import zhEvaluation from '../../../src/i18n/locales/zh/evaluation.json' with { type: 'json' };
import zhForm from '../../../src/i18n/locales/zh/form.json' with { type: 'json' };
import zhReview from '../../../src/i18n/locales/zh/review.json' with { type: 'json' };
import zhRisk from '../../../src/i18n/locales/zh/risk.json' with { type: 'json' };
import zhShell from '../../../src/i18n/locales/zh/shell.json' with { type: 'json' };

export type Language = 'zh' | 'en';
export type Theme = 'light' | 'dark';

const en = {
  ai: enAi,
  auth: enAuth,
  common: enCommon,
  dashboard: enDashboard,
  data: enData,
  editor: enEditor,
  evaluation: enEvaluation,
  form: enForm,
  review: enReview,
  risk: enRisk,
  shell: enShell,
};
export type Texts = typeof en;
/** Typed as the English tables: a key missing from the Chinese ones fails the typecheck. */
const zh: Texts = {
  ai: zhAi,
  auth: zhAuth,
  common: zhCommon,
  dashboard: zhDashboard,
  data: zhData,
  editor: zhEditor,
  evaluation: zhEvaluation,
  form: zhForm,
  review: zhReview,
  risk: zhRisk,
  shell: zhShell,
};
export const texts: Record<Language, Texts> = { en, zh };
/** The English tables, for the tests that run in English only. */
export const text = en;

/**
 * A table entry with its `{{placeholders}}` filled, as i18next does: `{{count, number}}` writes the number with its
 * thousands grouped, the same in both languages.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)(, number)?\}\}/g, (whole, name: string, asNumber?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return asNumber && typeof value === 'number' ? value.toLocaleString('en') : String(value);
  });
}

/** The part of a table entry before its first placeholder, to find a text with a number in it. */
export const before = (template: string): string => template.split('{{')[0] as string;

export const PASSWORD = 'secret-123';

/** Opens the app in the given language and theme, as a person who chose them on an earlier visit. */
export async function openIn(page: Page, language: Language, theme: Theme = 'light'): Promise<void> {
  await page.addInitScript(
    ([language, theme]) => {
      if (!localStorage.getItem('investment-checkpoint.settings'))
        localStorage.setItem('investment-checkpoint.settings', JSON.stringify({ language, theme }));
    },
    [language, theme],
  );
  await page.goto('/');
}

/** Opens the app in English (the tests read the en tables) with a light theme. */
export const openInEnglish = (page: Page) => openIn(page, 'en');

/** Switches the language with the top bar's toggle, unless it is already on screen. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  const lang = language === 'zh' ? 'zh-CN' : 'en';
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  const other = texts[language === 'zh' ? 'en' : 'zh'];
  await page.getByRole('button', { name: other.shell.language.switchTo }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Picks a theme in the top bar's theme control (named in the language on screen). */
export async function switchTheme(page: Page, theme: Theme, t: Texts): Promise<void> {
  await page.getByRole('radio', { name: t.shell.theme[theme], exact: true }).click();
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** Opens the sign-in dialog and waits, as a person would, until it has put the cursor in the email field. */
export async function openSignInDialog(page: Page, t: Texts = text): Promise<Locator> {
  await page.getByRole('button', { name: t.shell.signIn }).first().click();
  const dialog = page.getByRole('dialog');
  // On a busy machine the focus arrives late, and would move the cursor away from a field already being filled.
  await expect(dialog.getByLabel(t.auth.email)).toBeFocused();
  return dialog;
}

async function submitCredentials(page: Page, email: string, password: string, button: string, t: Texts) {
  const dialog = await openSignInDialog(page, t);
  await dialog.getByLabel(t.auth.email).fill(email);
  await dialog.getByLabel(t.auth.password).fill(password);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  // The first visit also creates and migrates the embedded database.
  await expect(page.getByRole('button', { name: t.dashboard.journal.new })).toBeVisible({ timeout: 45_000 });
}

export const register = (page: Page, email: string, password = PASSWORD, t: Texts = text) =>
  submitCredentials(page, email, password, t.auth.register, t);

export const signIn = (page: Page, email: string, password = PASSWORD, t: Texts = text) =>
  submitCredentials(page, email, password, t.auth.login, t);

export async function signOut(page: Page, t: Texts = text): Promise<void> {
  await page.getByRole('button', { name: t.shell.signOut }).click();
  await expect(page.getByText(t.shell.signInReminder)).toBeVisible();
}

/**
 * Imports these decisions through My data, as an export file of format 3 (a
 * file from before tags) written to `file`, and closes the dialog.
 */
export async function importDecisions(page: Page, file: string, decisions: unknown[], t: Texts = text, version = 3) {
  writeFileSync(
    file,
    JSON.stringify({
      format: 'investment-checkpoint-export',
      version,
      exportedAt: new Date().toISOString(),
      profile: null,
      decisions,
      riskAssessments: [],
      reviews: [],
    }),
  );
  await page.getByRole('button', { name: t.data.myData.open }).click();
  const dialog = page.getByRole('dialog', { name: t.data.myData.title });
  await dialog.getByLabel(t.data.import.file).setInputFiles(file);
  await dialog.getByRole('button', { name: t.data.import.submit, exact: true }).click();
  await expect(dialog.getByText(t.data.import.done)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The current stage's questions. */
export function stageQuestions(page: Page, t: Texts = text) {
  return page.getByRole('group', { name: t.editor.questions });
}

/** Ticks one option of every radio group (`pick` chooses which) and the first box of every checkbox list in scope. */
export async function chooseOptions(scope: Locator, pick: (count: number) => number = () => 0): Promise<void> {
  for (const group of await scope.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(pick(await radios.count())).click();
  }
  for (const group of await scope.locator('fieldset').all()) {
    const boxes = group.getByRole('checkbox');
    if ((await boxes.count()) > 0) await boxes.first().click();
  }
}

/** The forecast a careful investor states: the chance the thesis plays out, and an 80 % range for the return, in %. */
export interface Forecast {
  probability: string;
  low: string;
  high: string;
}

export const FORECAST: Forecast = { probability: '60', low: '-10', high: '20' };

/** Number fields (a probability, the ends of a range) open a decimal keypad; everything else typed is words. */
const NUMBER_FIELDS = 'input[inputmode="decimal"]';

/**
 * What a careful investor types into a number field: a range's Low and High
 * ends (labelled so by the form) take the forecast's range, any other number
 * the forecast's probability.
 */
export function numberFor(label: string, forecast: Forecast, t: Texts = text): string {
  if (label === t.form.controls.low) return forecast.low;
  if (label === t.form.controls.high) return forecast.high;
  return forecast.probability;
}

/** Types the forecast into the number fields in scope (the forecast stage's probability and range). */
export async function fillNumbers(scope: Locator, forecast: Forecast = FORECAST, t: Texts = text): Promise<void> {
  for (const field of await scope.locator(NUMBER_FIELDS).all()) {
    const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');
    await field.fill(numberFor(label, forecast, t));
  }
}

/**
 * Answers every question of the stage on screen like a careful investor:
 * written answers mention targets, stop-losses and verification; numbers state
 * the forecast (`forecast`, FORECAST unless told); choices take the first option,
 * or `pick` when given.
 */
export async function fillStage(
  page: Page,
  written: string,
  pick: (count: number) => number = () => 0,
  t: Texts = text,
  forecast: Forecast = FORECAST,
) {
  const questions = stageQuestions(page, t);
  const words = questions.locator(`textarea, input[type="text"]:not(${NUMBER_FIELDS})`);
  for (const field of await words.all()) await field.fill(written);
  await fillNumbers(questions, forecast, t);
  await chooseOptions(questions, pick);
}

export const CAREFUL_ANSWER =
  'Buy below 15x PE after I verify the filings and cross-reference analyst data; target price +20%, stop-loss at 8% below cost.';

/** The same careful investor, writing in Chinese. */
export const CAREFUL_ANSWER_ZH =
  '核实财报并交叉验证分析师数据后，在市盈率低于15倍时买入；目标价上涨20%，止损设在成本下方8%。';

export const carefulAnswer = (language: Language) => (language === 'zh' ? CAREFUL_ANSWER_ZH : CAREFUL_ANSWER);

/** How many stages a new decision has: one per section of the decision bank, the last the forecast. */
export const STAGES = decisionBank.sections.length;

/** The stage indicator's "(n/8)" for a stage. */
export const stagePosition = (stage: number, t: Texts = text) =>
  fill(t.editor.stages.position, { stage, total: STAGES });

/** Creates a decision and answers all its stages, the forecast last, completing it. */
export async function createCompletedDecision(
  page: Page,
  name: string,
  t: Texts = text,
  written = CAREFUL_ANSWER,
  /** Which option each stage's radio groups take (by stage number), the first unless told. */
  pickOnStage: (stage: number, count: number) => number = () => 0,
  forecast: Forecast = FORECAST,
): Promise<void> {
  await page.getByRole('button', { name: t.dashboard.journal.new }).click();
  await page.getByLabel(t.editor.name.label).fill(name);
  for (let stage = 1; stage <= STAGES; stage++) {
    await expect(page.getByText(stagePosition(stage, t))).toBeVisible();
    await fillStage(page, written, (count) => pickOnStage(stage, count), t, forecast);
    const last = stage === STAGES;
    await page.getByRole('button', { name: last ? t.editor.complete : t.editor.next }).click();
  }
  await expect(page.getByRole('heading', { name: t.dashboard.journal.title })).toBeVisible();
}

/** The journal's row of a completed decision (the sidebar lists it too; this is the one with the stage count). */
export const journalRow = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ hasText: `${STAGES}/${STAGES}` });

/** Opens the risk assessment from the profile card. */
export async function openRiskAssessment(page: Page, t: Texts = text): Promise<Locator> {
  await page.getByRole('button', { name: t.dashboard.profile.assessRisk }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: t.risk.form.submit })).toBeVisible();
  return dialog;
}

/** Answers every question of the open risk assessment with its first option, submits, and waits for the result. */
export async function answerRiskAssessment(dialog: Locator, t: Texts = text): Promise<void> {
  await chooseOptions(dialog);
  await dialog.getByRole('button', { name: t.risk.form.submit }).click();
  await expect(dialog.getByRole('heading', { name: t.risk.result.heading })).toBeVisible();
}

/** Opens the evaluation overlay of a completed decision from its journal row. */
export async function openEvaluation(page: Page, name: string, t: Texts = text): Promise<Locator> {
  await journalRow(page, name).getByRole('button', { name: t.dashboard.journal.evaluate }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByRole('button', { name: t.evaluation.start.button })).toBeVisible();
  return overlay;
}

/** The evaluation result's total score, read from the result view. */
export async function totalScore(overlay: Locator, t: Texts = text): Promise<number> {
  await expect(overlay.getByText(t.evaluation.result.total)).toBeVisible();
  const total = await overlay
    .getByText(/^\d{1,3} \/ 100$/)
    .first()
    .textContent();
  return Number(total?.split(' ')[0]);
}

/** Sets the investor's own AI key and service URL in the AI settings, and closes them. */
export async function setAiKey(page: Page, key: string, baseUrl: string, t: Texts = text): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${t.ai.settings.open}`) }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel(t.ai.settings.apiKey).fill(key);
  await settings.getByLabel(t.ai.settings.baseUrl).fill(baseUrl);
  await settings.getByRole('button', { name: t.ai.settings.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
