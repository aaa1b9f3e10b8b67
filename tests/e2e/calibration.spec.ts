/**
 * Forecasts the investor is scored on, in Chinese on the embedded database: a
 * decision completed with a 70 % chance and a −5 % to +15 % range keeps that
 * forecast read-only, even against a form forced open; once the page's clock
 * passes the monthly review date (the database keeps real time), the review
 * (thesis held, return +8 %, benchmark +3 %) resolves it, and the calibration
 * card shows one scored forecast: Brier 0.09, the range held, +5 % over the
 * benchmark, and the sentence on what a single forecast can show. The figures
 * expected here are worked out from the rules file, not copied from the app.
 */
import { expect, type Page, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import reviewBank from '../../questionnaires/decision-review/bank.json' with { type: 'json' };
import calibrationRules from '../../scoring-rules/calibration.json' with { type: 'json' };
import schedule from '../../scoring-rules/review-schedule.json' with { type: 'json' };
import zhCalibration from '../../src/i18n/locales/zh/calibration.json' with { type: 'json' };
import {
  before,
  carefulAnswer,
  createCompletedDecision,
  type Forecast,
  fill,
  journalRow,
  openIn,
  register,
  STAGES,
  stagePosition,
  stageQuestions,
  texts,
} from './support/app';

const t = texts.zh;
const NAME = '贵州茅台长期持有';
const DAY_MS = 24 * 60 * 60 * 1000;
const FORECAST: Forecast = { probability: '70', low: '-5', high: '15' };
const RETURN = 8;
const BENCHMARK_RETURN = 3;

const forecastQuestions = decisionBank.sections.flatMap((section) => section.questions);
const probabilityQuestion = forecastQuestions.find((q) => q.id === calibrationRules.forecast.probability);
const reviewQuestions = reviewBank.sections.flatMap((section) => section.questions);
const returnQuestion = reviewQuestions.find((q) => q.id === calibrationRules.review.return);
const benchmarkQuestion = reviewQuestions.find((q) => q.id === calibrationRules.review.benchmarkReturn);
const thesisQuestion = reviewQuestions.find((q) => q.id === calibrationRules.review.thesis);
const heldValue = Object.entries(calibrationRules.thesisOutcome).find(([, outcome]) => outcome === 1)?.[0];
const heldIndex = thesisQuestion?.options?.findIndex((option) => option.value === heldValue) ?? -1;

/** The schedule's interval for the first option of its question (the one the careful investor picks). */
const scheduleQuestion = forecastQuestions.find((q) => q.id === schedule.question);
const firstInterval = (schedule.intervals as Record<string, { months?: number; days?: number } | null>)[
  scheduleQuestion?.options?.[0]?.value ?? ''
];

const messages = calibrationRules.messages as Record<string, { zh: string }>;
/** The sample-size sentence the rules give for this many scored forecasts (the band with the largest `from` not above it). */
function sampleSentence(count: number): string {
  const band = [...calibrationRules.sampleSize].reverse().find((candidate) => candidate.from <= count);
  return fill(messages[band?.message ?? '']?.zh ?? '', { count, minimum: calibrationRules.verdict.minimum });
}

async function openDecision(page: Page) {
  await journalRow(page, NAME).getByRole('button', { name: t.dashboard.journal.edit }).click();
  await expect(page.getByLabel(t.editor.name.label)).toBeVisible();
}

test('a forecast is fixed at completion, resolved by the review, and scored on the calibration card', async ({
  page,
}) => {
  test.setTimeout(240_000);
  if (!probabilityQuestion || !returnQuestion || !benchmarkQuestion || heldIndex < 0 || !firstInterval)
    throw new Error('the calibration rules name a probability, a return, a benchmark return and a held thesis');

  await openIn(page, 'zh');
  await register(page, 'forecaster@example.com', undefined, t);
  await createCompletedDecision(page, NAME, t, carefulAnswer('zh'), undefined, FORECAST);

  // Before any review: one forecast made, none resolved.
  const card = page.getByRole('region', { name: zhCalibration.title });
  await expect(card).toContainText(fill(zhCalibration.pending_one, { count: 1 }));

  // Reopened (at its last stage, the forecast), the forecast is read-only with the day it was made.
  await openDecision(page);
  await expect(page.getByText(stagePosition(STAGES, t))).toBeVisible();
  await expect(page.getByText(before(t.editor.forecastLock.note))).toBeVisible();
  const probability = page.getByLabel(probabilityQuestion.text.zh, { exact: false });
  await expect(probability).toHaveValue(FORECAST.probability);
  await expect(probability).toBeDisabled();
  for (const field of await stageQuestions(page, t).locator('input').all()) await expect(field).toBeDisabled();

  // Even a form forced open (every disabled control re-enabled in the page) cannot rewrite it: the change is
  // dropped before it reaches the store, and what is stored after a reload is the forecast as made.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('fieldset[disabled], input[disabled]'))
      element.removeAttribute('disabled');
  });
  await probability.fill('95');
  await page.getByRole('button', { name: t.editor.back }).click();
  await expect(journalRow(page, NAME)).toBeVisible();
  await page.reload();
  await expect(journalRow(page, NAME)).toBeVisible({ timeout: 45_000 });
  await openDecision(page);
  await expect(page.getByLabel(probabilityQuestion.text.zh, { exact: false })).toHaveValue(FORECAST.probability);
  await page.getByRole('button', { name: t.editor.back }).click();

  // Past the first review date, as the page sees it: the review is due.
  const later = Date.now() + ((firstInterval.months ?? 0) * 31 + (firstInterval.days ?? 0) + 1) * DAY_MS;
  await page.clock.install({ time: later });
  await page.reload();
  const dueCard = page.getByRole('region', { name: fill(t.dashboard.due.title, { count: 1 }) });
  await expect(dueCard).toBeVisible({ timeout: 45_000 });
  await dueCard.getByRole('button', { name: new RegExp(NAME) }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.review.dialogTitle, { name: NAME }) });
  await expect(dialog.getByRole('button', { name: t.review.save })).toBeVisible();

  await dialog.getByLabel(returnQuestion.text.zh, { exact: false }).fill(String(RETURN));
  await dialog.getByLabel(benchmarkQuestion.text.zh, { exact: false }).fill(String(BENCHMARK_RETURN));
  const groups = await dialog.getByRole('radiogroup').all();
  for (const group of groups) await group.getByRole('radio').first().click();
  await dialog
    .getByRole('radiogroup', { name: thesisQuestion?.text.zh, exact: false })
    .getByRole('radio')
    .nth(heldIndex)
    .click();
  for (const field of await dialog.locator('textarea').all())
    await field.fill('论点如期兑现，按计划持有；下次同样先写下概率再买入。');
  // The database stamps the review with its own clock: the page's clock goes back to agree with it.
  await page.clock.setSystemTime(Date.now());
  await dialog.getByRole('button', { name: t.review.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Resolved: n = 1, Brier (1 − 0.7)² = 0.09, the range held +8 %, and +5 % over the benchmark.
  const probabilityShare = Number(FORECAST.probability) / 100;
  const brier = (1 - probabilityShare) ** 2;
  await expect(card).toContainText(fill(zhCalibration.resolved_one, { count: 1, resolved: 1 }));
  await expect(card.getByTestId('figures')).toContainText(brier.toFixed(2));
  await expect(card.getByTestId('figures')).toContainText(fill(zhCalibration.range.value, { hits: 1, count: 1 }));
  await expect(card.getByTestId('figures')).toContainText(`+${(RETURN - BENCHMARK_RETURN).toFixed(1)}%`);
  await expect(card.getByTestId('sample-size')).toContainText(sampleSentence(1));

  // The page of its own lists the forecast with its outcome, and goes back to the dashboard.
  await card.getByRole('button', { name: zhCalibration.open }).click();
  await expect(page.getByRole('heading', { name: zhCalibration.title, level: 2 })).toBeFocused();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText(zhCalibration.resolvedList.hit, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: zhCalibration.back }).first().click();
  await expect(card).toBeVisible();
});
