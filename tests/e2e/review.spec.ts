/**
 * Closing the loop, in Chinese on the embedded database: a completed, evaluated
 * decision reviewed quarterly is not due at first; once the page's clock passes
 * the quarter (Playwright's clock moves the page's time; the database keeps real
 * time, so the decision was completed "three months ago") it is due on the
 * dashboard and counted in the journal; the investor reviews it, a refused save
 * loses nothing, and after a reload the review is kept and the next date has moved on.
 */
import { expect, type Page, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import reviewBank from '../../questionnaires/decision-review/bank.json' with { type: 'json' };
import outcomeRules from '../../scoring-rules/review-outcome.json' with { type: 'json' };
import schedule from '../../scoring-rules/review-schedule.json' with { type: 'json' };
import {
  createCompletedDecision,
  fill,
  journalRow,
  openEvaluation,
  openIn,
  register,
  texts,
  totalScore,
} from './support/app';

const t = texts.zh;
const NAME = '沪深300指数基金定投';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The schedule answer under test, its stage, and the option's place among the question's options. */
const QUARTERLY = 'quarterly';
const scheduleQuestion = decisionBank.sections
  .map((section, index) => ({ stage: index + 1, question: section.questions.find((q) => q.id === schedule.question) }))
  .find(({ question }) => question !== undefined);
const quarterlyIndex = scheduleQuestion?.question?.options?.findIndex((option) => option.value === QUARTERLY) ?? -1;
const interval = (schedule.intervals as Record<string, { months?: number; days?: number } | null>)[QUARTERLY];

const reviewQuestions = reviewBank.sections.flatMap((section) => section.questions);
const returnQuestion = reviewQuestions.find((question) => question.type === 'number');

async function reviewDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: fill(t.review.dialogTitle, { name: NAME }) });
  // The dialog's root has no box of its own (its panel is fixed); its Save button shows it is open.
  await expect(dialog.getByRole('button', { name: t.review.save })).toBeVisible();
  return dialog;
}

test('a quarterly review falls due after a quarter, is saved, and survives a reload', async ({ page }) => {
  test.setTimeout(240_000);
  if (!scheduleQuestion || quarterlyIndex < 0 || !interval || !returnQuestion)
    throw new Error('the schedule rules name a quarterly interval and the review bank asks for a return');

  await openIn(page, 'zh');
  await register(page, 'reviewer@example.com', undefined, t);
  await createCompletedDecision(page, NAME, t, undefined, (stage, count) =>
    stage === scheduleQuestion.stage ? quarterlyIndex % count : 0,
  );
  const overlay = await openEvaluation(page, NAME, t);
  await overlay.getByRole('button', { name: t.evaluation.start.button }).click();
  const score = await totalScore(overlay, t);
  await overlay.getByRole('button', { name: t.evaluation.actions.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Just completed: a date a quarter away, nothing due.
  const row = journalRow(page, NAME);
  await expect(row).toContainText(new RegExp(fill(t.review.next.on, { date: '.+' })));
  await expect(page.getByText(t.dashboard.journal.due, { exact: true })).toHaveCount(0);

  // A quarter and a day later, as the page sees it.
  const later = Date.now() + ((interval.months ?? 0) * 31 + (interval.days ?? 0) + 1) * DAY_MS;
  await page.clock.install({ time: later });
  await page.reload();
  const dueCard = page.getByRole('region', { name: fill(t.dashboard.due.title, { count: 1 }) });
  await expect(dueCard).toBeVisible({ timeout: 45_000 });
  await expect(dueCard.getByRole('button', { name: new RegExp(NAME) })).toBeVisible();
  await expect(page.getByText(t.dashboard.journal.due, { exact: true }).locator('..')).toContainText('1');
  await expect(row).toContainText(new RegExp(fill(t.review.next.due, { date: '.+' })));

  // The due entry opens the review. Saving with nothing answered is refused and marks what is missing.
  await dueCard.getByRole('button', { name: new RegExp(NAME) }).click();
  let dialog = await reviewDialog(page);
  await dialog.getByRole('button', { name: t.review.save }).click();
  await expect(dialog.getByText(t.review.errors.answersRequired)).toBeVisible();

  // An unreadable return is marked and kept as typed; the rest is answered.
  const returnField = dialog.getByLabel(returnQuestion.text.zh, { exact: false });
  await returnField.fill('大约八个点');
  for (const group of await dialog.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.last().click();
  }
  for (const field of await dialog.locator('textarea').all())
    await field.fill('论点被证伪后按计划止损卖出；下次把仓位控制在 5% 以内。');
  await dialog.getByRole('button', { name: t.review.save }).click();
  await expect(returnField).toHaveValue('大约八个点');
  await expect(dialog.getByRole('alert')).toContainText(t.review.errors.answersRequired);
  await returnField.fill('-8.5');
  // The database stamps the review with its own clock, which the test does not move: the page's clock
  // goes back to agree with it, so the next date (a quarter after this review) lies ahead again.
  await page.clock.setSystemTime(Date.now());
  await dialog.getByRole('button', { name: t.review.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(fill(t.review.saved, { name: NAME }))).toBeVisible();

  // Reviewed: nothing due, and the next date counts from this review.
  await expect(dueCard).toHaveCount(0);
  await expect(row).toContainText(new RegExp(fill(t.review.next.on, { date: '.+' })));

  // The quadrant the evaluation score and the stated return put it in, named by the rules.
  const goodProcess = score >= outcomeRules.goodProcess.minScore;
  const goodOutcome = -8.5 >= outcomeRules.goodOutcome.minReturn;
  const quadrant = goodProcess ? (goodOutcome ? 'earned' : 'badBreak') : goodOutcome ? 'dumbLuck' : 'deserved';
  const messages = outcomeRules.messages as Record<string, { zh: string }>;
  const quadrantName = messages[outcomeRules.quadrants[quadrant].name]?.zh ?? '';
  const placed = page.locator(`[data-quadrant="${quadrant}"]`);
  await expect(placed.getByRole('heading', { name: quadrantName })).toBeVisible();
  await expect(placed).toContainText(NAME);
  for (const other of Object.keys(outcomeRules.quadrants).filter((key) => key !== quadrant))
    await expect(page.locator(`[data-quadrant="${other}"]`)).not.toContainText(NAME);

  // After a reload the review is there, newest first, with what was answered.
  await page.reload();
  await expect(row).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(t.dashboard.journal.due, { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: t.review.start }).click();
  dialog = await reviewDialog(page);
  const earlier = dialog.getByRole('region', { name: fill(t.review.earlier_other, { count: 1 }) });
  await earlier.getByRole('button').first().click();
  await expect(earlier.getByLabel(returnQuestion.text.zh, { exact: false })).toHaveValue('-8.5');
  await expect(earlier.getByLabel(returnQuestion.text.zh, { exact: false })).toBeDisabled();
});
