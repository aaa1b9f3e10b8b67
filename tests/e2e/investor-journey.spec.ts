/**
 * The whole investor journey, once in Chinese and once in English: register, the
 * risk assessment, a decision through all its stages, its evaluation, export and
 * save, a reload, sign out and sign in again. Every text the test looks for comes
 * from the language's own string tables, so a missing or misplaced translation
 * shows up as a step that cannot find its button.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  answerRiskAssessment,
  carefulAnswer,
  createCompletedDecision,
  fill,
  type Language,
  openEvaluation,
  openIn,
  openRiskAssessment,
  PASSWORD,
  register,
  signIn,
  signOut,
  texts,
  totalScore,
} from './support/app';

/** What the investor calls their decision, in their own language. */
const DECISION_NAME: Record<Language, string> = { zh: '沪深300指数基金加仓', en: 'Index fund top-up' };

for (const language of ['zh', 'en'] as const) {
  test(`the whole investor journey in ${language === 'zh' ? 'Chinese' : 'English'}`, async ({ page }) => {
    test.setTimeout(150_000);
    const t = texts[language];
    const name = DECISION_NAME[language];
    const email = `journey-${language}@example.com`;
    await openIn(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByRole('heading', { name: t.shell.appName })).toBeVisible();

    await register(page, email, PASSWORD, t);
    await expect(page.getByText(t.dashboard.journal.empty)).toBeVisible();

    const risk = await openRiskAssessment(page, t);
    await answerRiskAssessment(risk, t);
    await risk.getByRole('button', { name: t.risk.result.done }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await createCompletedDecision(page, name, t, carefulAnswer(language));

    const overlay = await openEvaluation(page, name, t);
    await overlay.getByRole('button', { name: t.evaluation.start.button }).click();
    const total = await totalScore(overlay, t);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      overlay.getByRole('button', { name: t.evaluation.actions.export }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}_evaluation.json`);
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toMatchObject({
      decisionName: name,
      totalScore: total,
    });
    await overlay.getByRole('button', { name: t.evaluation.actions.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The evaluated decision is listed with its score after a reload, and again after signing out and in.
    const evaluated = page
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ hasText: fill(t.dashboard.completed.score, { score: total }) });
    await page.reload();
    await expect(evaluated).toBeVisible({ timeout: 30_000 });

    await signOut(page, t);
    await expect(page.getByText(name)).toHaveCount(0);
    await signIn(page, email, PASSWORD, t);
    await expect(evaluated).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
  });
}
