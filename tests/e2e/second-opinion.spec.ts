/**
 * Second opinions between two people, each in their own browser profile with
 * its own embedded database. Investor A (English) completes a decision with a
 * 70 % forecast and asks for a second opinion: the packet file leaves the
 * forecast out. Reviewer B (Chinese, to show the reviewer reads in their own
 * language) refuses a packet edited after it was made, opens the real one,
 * sees no number of A's, gives 40 %, critiques and writes the response. A's
 * other decision refuses that response; the decision it reviews takes it and
 * shows B's 40 beside A's 70. A's review (the thesis held) resolves both
 * forecasts, and the calibration page compares them: Brier (1 − 0.7)² = 0.09
 * for A, (1 − 0.4)² = 0.36 for B. The figures are worked out from the rules
 * file, not copied from the app.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import reviewBank from '../../questionnaires/decision-review/bank.json' with { type: 'json' };
import critiqueBank from '../../questionnaires/second-opinion/bank.json' with { type: 'json' };
import calibrationRules from '../../scoring-rules/calibration.json' with { type: 'json' };
import enCalibration from '../../src/i18n/locales/en/calibration.json' with { type: 'json' };
import enOpinions from '../../src/i18n/locales/en/opinions.json' with { type: 'json' };
import enPackets from '../../src/i18n/locales/en/packets.json' with { type: 'json' };
import zhOpinions from '../../src/i18n/locales/zh/opinions.json' with { type: 'json' };
import zhPackets from '../../src/i18n/locales/zh/packets.json' with { type: 'json' };
import {
  before,
  carefulAnswer,
  chooseOptions,
  createCompletedDecision,
  type Forecast,
  fill,
  fillNumbers,
  journalRow,
  openIn,
  register,
  STAGES,
  stagePosition,
  texts,
} from './support/app';

const en = texts.en;
const zh = texts.zh;
const NAME = 'Long ASML through the chip cycle';
const OTHER = 'Trim the bond ladder';
const INVESTOR = 'investor-a@example.com';
/** A local account's display name is its e-mail until a name is set. */
const REVIEWER = 'reviewer-b@example.com';
const A_FORECAST: Forecast = { probability: '70', low: '-5', high: '15' };
const B_FORECAST: Forecast = { probability: '40', low: '-20', high: '10' };

const decisionQuestions = decisionBank.sections.flatMap((section) => section.questions);
const probabilityQuestion = decisionQuestions.find((q) => q.id === calibrationRules.forecast.probability);
const benchmarkQuestion = decisionQuestions.find((q) => q.id === calibrationRules.forecast.benchmark);
/** Every question of the decision bank's locked (forecast) sections: none may travel in a packet. */
const forecastIds = decisionBank.sections
  .filter((section) => (section as { locked?: boolean }).locked === true)
  .flatMap((section) => section.questions.map((q) => q.id));
/** The critique's headline (the verdict): B picks its first option, as `chooseOptions` does. */
const verdictQuestion = critiqueBank.sections
  .flatMap((section) => section.questions)
  .find((q) => (q as { headline?: boolean }).headline === true);
const reviewQuestions = reviewBank.sections.flatMap((section) => section.questions);
const thesisQuestion = reviewQuestions.find((q) => q.id === calibrationRules.review.thesis);
/** The thesis played out: the answer the rules score as 1. */
const OUTCOME = 1;
const heldValue = Object.entries(calibrationRules.thesisOutcome).find(([, outcome]) => outcome === OUTCOME)?.[0];
const heldIndex = thesisQuestion?.options?.findIndex((option) => option.value === heldValue) ?? -1;

/** The Brier score of one forecast, as the calibration views write it (two decimals). */
const brier = (forecast: Forecast) => ((Number(forecast.probability) / 100 - OUTCOME) ** 2).toFixed(2);

/** Saves a download under this test's output folder and returns its path. */
async function keep(download: Download, path: string): Promise<string> {
  await download.saveAs(path);
  return path;
}

/** Opens a completed decision of A's from the journal; the second opinions panel sits below its editor. */
async function openDecision(page: Page, name: string): Promise<Locator> {
  await journalRow(page, name).getByRole('button', { name: en.dashboard.journal.edit }).click();
  await expect(page.getByText(stagePosition(STAGES, en))).toBeVisible();
  const panel = page.getByRole('region', { name: enOpinions.panel.title });
  await expect(panel.getByRole('button', { name: enOpinions.panel.ask })).toBeEnabled();
  return panel;
}

async function closeDecision(page: Page, name: string) {
  await page.getByRole('button', { name: en.editor.back }).click();
  await expect(journalRow(page, name)).toBeVisible();
}

test('a second opinion travels as files between two profiles and is scored beside the investor', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  if (!probabilityQuestion || !benchmarkQuestion || !thesisQuestion || heldIndex < 0 || forecastIds.length === 0)
    throw new Error('the calibration rules name a probability, a benchmark and a thesis that can hold');

  const investorContext = await browser.newContext();
  const reviewerContext = await browser.newContext();
  const a = await investorContext.newPage();
  const b = await reviewerContext.newPage();
  // Both profiles create their embedded database at once: the slowest step of the test, done side by side.
  await Promise.all([
    openIn(a, 'en').then(() => register(a, INVESTOR, undefined, en)),
    openIn(b, 'zh').then(() => register(b, REVIEWER, undefined, zh)),
  ]);

  // A completes the decision with a 70 % forecast, and another one.
  await createCompletedDecision(a, NAME, en, carefulAnswer('en'), undefined, A_FORECAST);
  await createCompletedDecision(a, OTHER, en, carefulAnswer('en'));

  // Ask: the packet names the decision and carries none of its forecast answers.
  let panel = await openDecision(a, NAME);
  await expect(panel.getByText(enOpinions.panel.empty)).toBeVisible();
  const [packetDownload] = await Promise.all([
    a.waitForEvent('download'),
    panel.getByRole('button', { name: enOpinions.panel.ask }).click(),
  ]);
  const packetPath = await keep(packetDownload, testInfo.outputPath('packet.json'));
  const packet = JSON.parse(readFileSync(packetPath, 'utf8'));
  expect(packet.decision.name).toBe(NAME);
  expect(packet.decision.answers[probabilityQuestion.id]).toBeUndefined();
  for (const id of forecastIds) expect(Object.keys(packet.decision.answers)).not.toContain(id);
  await closeDecision(a, NAME);

  // B, in Chinese: Shared with me, empty at first.
  await b.getByRole('button', { name: zhOpinions.shared.title }).click();
  await expect(b.getByText(zhOpinions.shared.emptyTitle)).toBeVisible();

  // A packet whose decision was renamed after it was made is refused, and nothing is kept.
  const tamperedPath = testInfo.outputPath('packet-tampered.json');
  writeFileSync(
    tamperedPath,
    JSON.stringify({ ...packet, decision: { ...packet.decision, name: `${NAME} (edited)` } }),
  );
  await b.getByTestId('file-input').setInputFiles(tamperedPath);
  await expect(b.getByText(zhPackets.packetTampered)).toBeVisible();
  await expect(b.getByText(zhOpinions.shared.emptyTitle)).toBeVisible();

  // The real packet opens the workspace on the decision, in B's language, without A's numbers.
  await b.getByTestId('file-input').setInputFiles(packetPath);
  const workspace = b.getByRole('region', { name: fill(zhOpinions.workspace.title, { name: NAME }) });
  await expect(workspace).toBeVisible();
  await expect(workspace.getByRole('heading', { name: zhOpinions.workspace.checkpoint.title })).toBeVisible();
  const forecastStep = workspace.getByRole('region', { name: zhOpinions.workspace.forecast.title });
  const probability = forecastStep.getByLabel(probabilityQuestion.text.zh, { exact: false });
  await expect(probability).toHaveValue('');
  for (const field of await forecastStep.locator('input:not([type="radio"]):not([type="checkbox"]), textarea').all())
    await expect(field).toHaveValue('');
  for (const choice of await forecastStep.locator('input[type="radio"], input[type="checkbox"]').all())
    await expect(choice).not.toBeChecked();
  // A's 70 appears nowhere on B's screen: not in the checkpoint, not in the forecast step.
  await expect(workspace).not.toContainText(A_FORECAST.probability);
  // The critique waits for the forecast.
  const critiqueStep = workspace.getByRole('region', { name: zhOpinions.workspace.critique.title });
  await expect(critiqueStep.getByText(zhOpinions.workspace.critique.locked)).toBeVisible();

  // B's forecast first: 40 %, a range and a benchmark.
  await fillNumbers(forecastStep, B_FORECAST, zh);
  await forecastStep.getByLabel(benchmarkQuestion.text.zh, { exact: false }).fill('费城半导体指数');
  await forecastStep.getByRole('button', { name: zhOpinions.workspace.forecast.submit }).click();
  await expect(forecastStep.getByText(zhOpinions.workspace.forecast.given)).toBeVisible();
  await expect(probability).toHaveValue(B_FORECAST.probability);

  // Then the critique, then the response file.
  for (const field of await critiqueStep.locator('textarea').all())
    await field.fill('估值已经反映了周期复苏；若订单推迟两个季度，利润率下滑会让止损形同虚设。');
  await chooseOptions(critiqueStep);
  const [responseDownload] = await Promise.all([
    b.waitForEvent('download'),
    workspace.getByRole('button', { name: zhOpinions.workspace.response.write }).click(),
  ]);
  const responsePath = await keep(responseDownload, testInfo.outputPath('response.json'));
  await expect(workspace.getByText(before(zhOpinions.workspace.response.written))).toBeVisible();

  // On A's other decision the response is refused, and nothing is added.
  panel = await openDecision(a, OTHER);
  await panel.getByTestId('file-input').setInputFiles(responsePath);
  await expect(panel.getByText(enPackets.responseOtherDecision)).toBeVisible();
  await expect(panel.getByText(enOpinions.panel.empty)).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(0);
  await closeDecision(a, OTHER);

  // On the decision it reviews it is taken: B's name, and B's 40 beside A's 70.
  panel = await openDecision(a, NAME);
  await panel.getByTestId('file-input').setInputFiles(responsePath);
  const opinion = panel.getByRole('article');
  await expect(opinion).toHaveCount(1);
  await expect(a.getByText(fill(enOpinions.panel.imported, { name: REVIEWER }))).toBeVisible();
  // "<name> · responded <date>": the reviewer's name, then the day the response was written.
  const [byName = ''] = fill(enOpinions.panel.respondedOn, { name: REVIEWER }).split('{{date}}');
  const heading = opinion.getByRole('heading', { level: 3 });
  await expect(heading).toContainText(byName);
  await expect(heading).toHaveText(/\d/);
  await expect(opinion.getByRole('columnheader', { name: REVIEWER })).toBeVisible();
  // B's verdict heads the opinion, in A's language.
  await expect(opinion).toContainText(
    fill(enOpinions.panel.verdict, { verdict: verdictQuestion?.options?.[0]?.label.en ?? '(no verdict)' }),
  );
  const probabilityRow = opinion
    .getByRole('row')
    .filter({ has: a.getByRole('rowheader', { name: probabilityQuestion.text.en }) });
  await expect(probabilityRow.getByRole('cell').nth(0)).toContainText(A_FORECAST.probability);
  await expect(probabilityRow.getByRole('cell').nth(1)).toContainText(B_FORECAST.probability);
  await closeDecision(a, NAME);

  // A reviews the decision: the thesis played out, which resolves both forecasts.
  await journalRow(a, NAME).getByRole('button', { name: en.review.start }).click();
  const dialog = a.getByRole('dialog', { name: fill(en.review.dialogTitle, { name: NAME }) });
  await expect(dialog.getByRole('button', { name: en.review.save })).toBeVisible();
  for (const field of await dialog.locator('input[inputmode="decimal"]').all()) await field.fill('8');
  for (const group of await dialog.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
  await dialog
    .getByRole('radiogroup', { name: thesisQuestion.text.en, exact: false })
    .getByRole('radio')
    .nth(heldIndex)
    .click();
  for (const field of await dialog.locator('textarea').all())
    await field.fill('The cycle turned as expected; held to plan and kept the stop-loss where it was.');
  await dialog.getByRole('button', { name: en.review.save }).click();
  await expect(a.getByRole('dialog')).toHaveCount(0);

  // The calibration page compares the two on this one decision.
  const card = a.getByRole('region', { name: enCalibration.title });
  await card.getByRole('button', { name: enCalibration.open }).click();
  const versus = a.getByRole('region', { name: enOpinions.calibration.title });
  await expect(versus).toBeVisible();
  await expect(versus).toContainText(fill(enOpinions.calibration.intro_one, { count: 1 }));
  await expect(versus.getByText(enOpinions.calibration.you, { exact: true }).locator('..')).toContainText(
    brier(A_FORECAST),
  );
  await expect(versus.getByText(enOpinions.calibration.reviewers, { exact: true }).locator('..')).toContainText(
    brier(B_FORECAST),
  );
  await expect(versus.getByText(enOpinions.calibration.lowerYou)).toBeVisible();

  // A's export carries B's response: replacing everything with it keeps B scored beside A.
  await a.getByRole('button', { name: en.data.myData.open }).click();
  const myData = a.getByRole('dialog', { name: en.data.myData.title });
  const [exported] = await Promise.all([
    a.waitForEvent('download'),
    myData.getByRole('button', { name: en.data.export.button }).click(),
  ]);
  const exportPath = await exported.path();
  const exportFile = JSON.parse(readFileSync(exportPath, 'utf8'));
  expect(exportFile.secondOpinions.map((o: { response: { reviewer: string } }) => o.response.reviewer)).toEqual([
    REVIEWER,
  ]);
  await myData.getByLabel(en.data.import.file).setInputFiles(exportPath);
  await myData.getByRole('radio', { name: en.data.import.replace }).click();
  await myData.getByRole('button', { name: en.data.import.submit, exact: true }).click();
  await expect(myData.getByText(en.data.import.doneReplace)).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await expect(versus.getByText(enOpinions.calibration.reviewers, { exact: true }).locator('..')).toContainText(
    brier(B_FORECAST),
  );

  await investorContext.close();
  await reviewerContext.close();
});
