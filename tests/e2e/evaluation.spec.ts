/**
 * Issue 7 on the embedded default: the risk assessment gives the score the
 * scoring command gives for the same answers; a completed decision is evaluated,
 * exported, saved, and after a reload sits in the completed list with its score
 * and feeds the strategy hint.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import riskBank from '../../questionnaires/risk-tolerance/bank.json' with { type: 'json' };
import riskRules from '../../scoring-rules/risk-tolerance.json' with { type: 'json' };
import evaluation from '../../src/i18n/locales/en/evaluation.json' with { type: 'json' };
import risk from '../../src/i18n/locales/en/risk.json' with { type: 'json' };
import {
  chooseOptions,
  createCompletedDecision,
  openEvaluation,
  openInEnglish,
  openRiskAssessment,
  register,
  text,
  totalScore,
} from './support/app';

/** What the dialog is answered with: the first option of every question (one tick for checkboxes). */
function firstOptionAnswers(): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const section of riskBank.sections)
    for (const question of section.questions) {
      const first = question.options?.[0]?.value as string;
      answers[question.id] = question.type === 'checkbox' ? [first] : first;
    }
  return answers;
}

/** A risk-rules message in English (the rules file holds the texts). */
const riskText = (key: string) => (riskRules.messages as Record<string, { en: string }>)[key]?.en ?? key;

function scoreWithTheCommand(answers: Record<string, string | string[]>): { score: number; name: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'risk-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const output = execFileSync('npx', ['tsx', 'src/cli/content.ts', 'score', 'risk-tolerance', file], {
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

test('risk assessment and evaluation, exported and saved, survive a reload', async ({ page }) => {
  test.setTimeout(150_000);
  await openInEnglish(page);
  await register(page, 'carol@example.com');

  // The risk assessment, answered with the first option everywhere.
  const dialog = await openRiskAssessment(page);
  await dialog.getByRole('button', { name: risk.form.submit }).click();
  await expect(dialog.getByRole('alert')).toContainText(riskText('risk.error.unanswered'));
  await chooseOptions(dialog);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: risk.form.submit }).click();
  await expect(dialog.getByRole('heading', { name: risk.result.heading })).toBeVisible();
  const expected = scoreWithTheCommand(firstOptionAnswers());
  await expect(dialog).toContainText(risk.result.outOf.replace('{{score}}', String(expected.score)));
  await expect(dialog).toContainText(riskText(expected.name));
  await dialog.getByRole('button', { name: risk.result.done }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A completed decision, evaluated.
  await createCompletedDecision(page, 'Dividend ETF');
  const overlay = await openEvaluation(page, 'Dividend ETF');
  await overlay.getByRole('button', { name: evaluation.start.button }).click();
  const total = await totalScore(overlay);
  await expect(overlay).toContainText(evaluation.ai.hint);
  expect(total).toBeGreaterThanOrEqual(0);
  expect(total).toBeLessThanOrEqual(100);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    overlay.getByRole('button', { name: evaluation.actions.export }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Dividend ETF_evaluation.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(Object.keys(exported).sort()).toEqual([
    'decisionName',
    'evaluationDate',
    'rating',
    'recommendations',
    'stageScores',
    'strengths',
    'totalScore',
    'weaknesses',
  ]);
  expect(exported).toMatchObject({ decisionName: 'Dividend ETF', totalScore: total });
  expect(exported.recommendations.length).toBeLessThanOrEqual(7);

  await overlay.getByRole('button', { name: evaluation.actions.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  const completed = page
    .getByRole('listitem')
    .filter({ hasText: 'Dividend ETF' })
    .filter({
      hasText: text.dashboard.completed.score.replace('{{score}}', String(total)),
    });
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Dividend ETF' }).getByRole('button', {
      name: text.dashboard.journal.viewEvaluation,
    }),
  ).toBeVisible();

  await page.getByText(text.dashboard.strategies.hintTrigger).hover();
  await expect(page.getByRole('tooltip')).toContainText(String(total));

  // Reopening the evaluated decision shows the stored result straight away, at 100%.
  await page.mouse.move(0, 0); // let the hint card go, it covers the list below it
  await completed.getByRole('button').click();
  await expect(page.getByRole('dialog').getByText(evaluation.result.total)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: evaluation.actions.save })).toHaveCount(0);
});
