/**
 * The questionnaire's words ship one language at a time: a reader downloads the
 * bank texts of their own language, and the other language's arrive when they
 * switch. Switching in the middle of a decision keeps everything typed and shows
 * the questions in the new language at once.
 */
import { expect, test } from '@playwright/test';
import bank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import { openInEnglish, register, stageQuestions, switchLanguage, text, texts } from './support/app';

const [stage] = bank.sections;
const question = stage?.questions[0];

test('switching language mid-edit loads the other language then, and keeps what was typed', async ({ page }) => {
  test.setTimeout(90_000);
  const textChunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(zh|en)-[\w-]+\.js$/.test(name)) textChunks.push(name.slice(0, 2));
  });
  await openInEnglish(page);
  await register(page, 'lang@example.com');
  await page.getByRole('button', { name: text.dashboard.journal.new }).click();
  await page.getByLabel(text.editor.name.label).fill('Bond ladder');
  const answer = stageQuestions(page).locator('textarea').first();
  await expect(stageQuestions(page)).toContainText(question?.text.en ?? '');
  await answer.fill('Income for ten years');
  expect(textChunks).toEqual(['en']);

  await switchLanguage(page, 'zh');
  const zhQuestions = stageQuestions(page, texts.zh);
  await expect(page.getByRole('heading', { name: texts.zh.editor.titleNew })).toBeVisible();
  await expect(zhQuestions).toContainText(question?.text.zh ?? '');
  await expect(page.getByText(stage?.title.zh ?? '')).toBeVisible();
  await expect(zhQuestions.locator('textarea').first()).toHaveValue('Income for ten years');
  await expect(page.getByLabel(texts.zh.editor.name.label)).toHaveValue('Bond ladder');
  expect(textChunks).toEqual(['en', 'zh']);

  // Back to English: already loaded, nothing fetched again, nothing lost.
  await switchLanguage(page, 'en');
  await expect(stageQuestions(page)).toContainText(question?.text.en ?? '');
  await expect(stageQuestions(page).locator('textarea').first()).toHaveValue('Income for ten years');
  expect(textChunks).toEqual(['en', 'zh']);
});
