/**
 * "My data" as an investor would use it on the embedded default: record an
 * assessment and an evaluated decision, export everything, delete it all
 * (which signs out), sign up anew, import the file, and find the dashboard as it was;
 * and delete the account itself, after which the same e-mail registers afresh.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { EXPORT_VERSION } from '../../src/data/user-data-export-file';
import data from '../../src/i18n/locales/en/data.json' with { type: 'json' };
import errors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import evaluation from '../../src/i18n/locales/en/evaluation.json' with { type: 'json' };
import risk from '../../src/i18n/locales/en/risk.json' with { type: 'json' };
import {
  CAREFUL_ANSWER,
  createCompletedDecision,
  fill,
  fillStage,
  journalRow,
  openInEnglish,
  openSignInDialog,
  PASSWORD,
  register,
  text,
} from './support/app';

/** What the dashboard shows, without the passing banners above it. */
function dashboardText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const banner of copy.querySelectorAll('[role="status"], [role="alert"]')) banner.remove();
    return copy.textContent ?? '';
  });
}

/** A risk assessment with the first option everywhere, or the last. */
async function takeRiskAssessment(page: Page, choice: 'first' | 'last' = 'first') {
  await page.getByRole('button', { name: text.dashboard.profile.assessRisk }).click();
  const dialog = page.getByRole('dialog');
  // all() below does not wait: the questions must be on screen first.
  await expect(dialog.getByRole('button', { name: risk.form.submit })).toBeVisible();
  for (const group of await dialog.getByRole('radiogroup').all()) await group.getByRole('radio')[choice]().click();
  for (const group of await dialog.locator('fieldset').all()) {
    const boxes = group.getByRole('checkbox');
    if ((await boxes.count()) > 0) await boxes.first().click();
  }
  await dialog.getByRole('button', { name: risk.form.submit }).click();
  await dialog.getByRole('button', { name: risk.result.done }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A new decision with its first stage answered and saved, left open in the journal. */
async function saveFirstStage(page: Page, name: string) {
  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await page.getByLabel(text.editor.name.label).fill(name);
  await fillStage(page, CAREFUL_ANSWER);
  await page.getByRole('button', { name: text.editor.next }).click();
  await expect(page.getByRole('status').filter({ hasText: text.editor.saveStatus.saved })).toBeVisible();
  await page.getByRole('button', { name: text.editor.close }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
}

async function openMyData(page: Page) {
  await page.getByRole('button', { name: data.myData.open }).click();
  const dialog = page.getByRole('dialog', { name: data.myData.title });
  await expect(dialog.getByRole('heading', { name: data.myData.title, exact: true })).toBeVisible();
  return dialog;
}

test('export everything, delete it all, sign up again, import: the dashboard is back as it was', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openInEnglish(page);
  await register(page, 'keeper@example.com');
  // Said once after a local sign-up: where the data lives, and whether the browser keeps it.
  await expect(
    page.getByText(
      new RegExp(`^(${[data.myData.afterSignUp.granted, data.myData.afterSignUp.denied].map(escapeRegExp).join('|')})`),
    ),
  ).toBeVisible();

  await takeRiskAssessment(page);

  // One decision completed and evaluated, one left open.
  await createCompletedDecision(page, 'Dividend ETF');
  const row = journalRow(page, 'Dividend ETF');
  await row.getByRole('button', { name: text.dashboard.journal.evaluate }).click();
  const overlay = page.getByRole('dialog');
  await overlay.getByRole('button', { name: evaluation.start.button }).click();
  await expect(overlay.getByText(evaluation.result.total)).toBeVisible();
  await overlay.getByRole('button', { name: evaluation.actions.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveFirstStage(page, 'Small-cap fund');
  const before = await dashboardText(page);

  // What is stored, then the export.
  let dialog = await openMyData(page);
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('2');
  await expect(dialog.getByTestId('stored-evaluations')).toHaveText('1');
  await expect(dialog.getByTestId('stored-riskAssessments')).toHaveText('1');
  await expect(dialog.getByText(data.localMode.body)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: data.export.button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^investment-checkpoint-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'investment-checkpoint-export', version: EXPORT_VERSION });

  // Delete all, with the typed word: signed out, and told so.
  const word = data.deleteAll.word;
  await dialog.getByLabel(data.deleteAll.typePrompt.replace('{{word}}', word)).fill(word);
  await dialog.getByRole('button', { name: data.deleteAll.submit }).click();
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  await expect(page.getByText(data.deleteAll.done)).toBeVisible();

  // A new account, the file imported.
  await register(page, 'keeper-again@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();
  dialog = await openMyData(page);
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('0');
  await dialog.getByLabel(data.import.file).setInputFiles(file);
  await dialog.getByRole('button', { name: data.import.submit, exact: true }).click();
  await expect(dialog.getByText(data.import.done)).toBeVisible();
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('2');
  // The same file again adds nothing.
  await dialog.getByLabel(data.import.file).setInputFiles(file);
  await dialog.getByRole('button', { name: data.import.submit, exact: true }).click();
  await expect(dialog.getByText(data.import.done)).toBeVisible();
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('2');
  await expect(dialog.getByTestId('stored-riskAssessments')).toHaveText('1');

  // An edited file: a decision naming a bank this app does not have, or an answer no option names, is refused
  // by record and field, and nothing stored changes.
  const [first] = exported.decisions as { name: string; bankId: string; bankVersion: string; answers: object }[];
  if (!first) throw new Error('the export holds the decisions');
  const tampered = [
    { change: { bankId: 'no-such-bank', bankVersion: '9.9.9' }, field: 'bankId' },
    { change: { answers: { ...first.answers, '1-2': 'not-an-option' } }, field: 'answers.1-2' },
  ];
  for (const [n, { change, field }] of tampered.entries()) {
    const edited = testInfo.outputPath(`edited-${n}.json`);
    writeFileSync(
      edited,
      JSON.stringify({ ...exported, decisions: [{ ...first, ...change }, ...exported.decisions.slice(1)] }),
    );
    await dialog.getByLabel(data.import.file).setInputFiles(edited);
    await dialog.getByRole('button', { name: data.import.submit, exact: true }).click();
    await expect(
      dialog.getByText(fill(errors.importBadDecision, { number: '1', name: first.name, field })),
    ).toBeVisible();
    await expect(dialog.getByTestId('stored-decisions')).toHaveText('2');
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('listitem').filter({ hasText: 'Dividend ETF' }).first()).toBeVisible();
  expect(await dashboardText(page)).toBe(before);
  await expect(page.getByRole('button', { name: risk.history.open.replace('{{count}}', '1') })).toBeVisible();
});

test('delete the account: the login goes with the data, and the same e-mail registers again, empty', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openInEnglish(page);
  await register(page, 'leaver@example.com');
  await saveFirstStage(page, 'Bond ladder');

  let dialog = await openMyData(page);
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('1');
  await dialog.getByRole('radio', { name: data.deleteAll.account }).click();
  await expect(dialog.getByText(data.deleteAll.confirmAccount)).toBeVisible();
  const word = data.deleteAll.word;
  await dialog.getByLabel(data.deleteAll.typePrompt.replace('{{word}}', word)).fill(word);
  await dialog.getByRole('button', { name: data.deleteAll.submitAccount }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(text.shell.signInReminder)).toBeVisible();
  await expect(page.getByText(data.deleteAll.doneAccount)).toBeVisible();

  // The login is gone: signing in finds no such user.
  const signIn = await openSignInDialog(page);
  await signIn.getByLabel(text.auth.email).fill('leaver@example.com');
  await signIn.getByLabel(text.auth.password).fill(PASSWORD);
  await signIn.getByRole('button', { name: text.auth.login, exact: true }).click();
  await expect(signIn.getByText(errors.userNotFound)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same e-mail registers again and starts with nothing.
  await register(page, 'leaver@example.com');
  await expect(page.getByText(text.dashboard.journal.empty)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bond ladder' })).toHaveCount(0);
  dialog = await openMyData(page);
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('0');
});

test('every risk assessment is kept; deleting the current one makes the one before current', async ({ page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page);
  await register(page, 'history@example.com');
  await takeRiskAssessment(page, 'first');
  await takeRiskAssessment(page, 'last');
  await page.getByRole('button', { name: risk.history.open.replace('{{count}}', '2') }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(dialog.locator('figure svg .recharts-line-dot')).toHaveCount(2);
  const [newest, older] = [await rows.nth(0).textContent(), await rows.nth(1).textContent()];
  expect(newest).toContain(risk.history.current);
  const olderScore = older?.match(/(\d+) \/ 100/)?.[1];

  await rows.nth(0).getByRole('button', { name: risk.history.delete }).click();
  await rows.nth(0).getByRole('button', { name: risk.history.confirmDelete }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(risk.history.current);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: risk.history.open.replace('{{count}}', '1') })).toBeVisible();

  // Still so after a reload: the store deleted it, not only the screen.
  await page.reload();
  await page.getByRole('button', { name: risk.history.open.replace('{{count}}', '1') }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText(`${olderScore} / 100`);
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('on a phone, My data is in the top bar and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInEnglish(page);
  await register(page, 'phone@example.com');
  const dialog = await openMyData(page);
  await expect(dialog.getByTestId('stored-decisions')).toHaveText('0');
  for (const button of [data.export.button, data.deleteAll.submit]) {
    const box = await dialog.getByRole('button', { name: button }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
