/**
 * Tags on a decision, in Chinese on the embedded database: a completed decision
 * (imported, so only the tags are typed here) is tagged in its editor, the tags
 * show as chips on its journal row at once and after a reload, a search by a
 * tag finds it, and the export carries them.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import { newDecision } from '../../src/data/ids';
import { EXPORT_VERSION } from '../../src/data/user-data-export-file';
import { importDecisions, openIn, register, texts } from './support/app';

const t = texts.zh;
const firstQuestion = decisionBank.sections[0]?.questions[0]?.id ?? '';

const journal = (page: Page) => page.getByRole('region', { name: t.dashboard.journal.title });
const row = (page: Page, name: string) => journal(page).getByRole('listitem').filter({ hasText: name });

test('tag a decision in its editor, see the chips in the journal, keep them through a reload and an export', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const bank = { bankId: decisionBank.id, bankVersion: decisionBank.version };
  await openIn(page, 'zh');
  await register(page, 'tagger@example.com', undefined, t);
  // A file from before tags: the decision comes with none.
  await importDecisions(
    page,
    testInfo.outputPath('journal.json'),
    [
      {
        ...newDecision(bank, new Date(Date.UTC(2026, 0, 3))),
        id: 'decision-moat',
        name: '贵州茅台加仓',
        stage: decisionBank.sections.length,
        answers: { [firstQuestion]: '品牌护城河' },
        completed: true,
        version: 1,
        tags: undefined,
      },
    ],
    t,
  );
  await expect(row(page, '贵州茅台加仓')).toBeVisible();

  // Tag it in the editor: Enter and the Chinese comma both add a tag.
  await row(page, '贵州茅台加仓').getByRole('button', { name: t.dashboard.journal.edit }).click();
  const tags = page.getByRole('group', { name: t.editor.tags.label });
  // A combobox while it has the investor's other tags to suggest, a textbox otherwise.
  const field = tags.locator('input');
  await field.fill('分红');
  await field.press('Enter');
  await field.pressSequentially('A股，');
  await expect(tags.getByRole('status')).toHaveText(t.editor.saveStatus.saved);
  await expect(tags.getByRole('button', { name: t.editor.tags.remove.replace('{{tag}}', 'A股') })).toBeVisible();
  await page.getByRole('button', { name: t.editor.back, exact: true }).click();

  const chips = async () => (await row(page, '贵州茅台加仓').textContent()) ?? '';
  await expect.poll(chips).toContain('分红');
  await expect.poll(chips).toContain('A股');

  await page.reload();
  await expect.poll(chips).toContain('分红');
  await expect.poll(chips).toContain('A股');

  await journal(page).getByRole('searchbox', { name: t.dashboard.journal.filter.search }).fill('a股');
  await expect(row(page, '贵州茅台加仓')).toBeVisible();

  await page.getByRole('button', { name: t.data.myData.open }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog', { name: t.data.myData.title }).getByRole('button', { name: t.data.export.button }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported).toMatchObject({
    version: EXPORT_VERSION,
    decisions: [{ id: 'decision-moat', tags: ['分红', 'A股'] }],
  });
});

test('a tag scopes the journal and its lists; Clear brings every decision back', async ({ page }, testInfo) => {
  const bank = { bankId: decisionBank.id, bankVersion: decisionBank.version };
  await openIn(page, 'zh');
  await register(page, 'scoper@example.com', undefined, t);
  const decision = (n: number, name: string, tags: string[]) => ({
    ...newDecision(bank, new Date(Date.UTC(2026, 0, n))),
    id: `decision-${n}`,
    name,
    stage: 2,
    answers: { [firstQuestion]: name },
    version: 1,
    tags,
  });
  await importDecisions(
    page,
    testInfo.outputPath('tagged.json'),
    [decision(1, '长江电力', ['分红']), decision(2, '宁德时代', ['成长']), decision(3, '中国神华', ['分红', '能源'])],
    t,
    4,
  );
  const tag = journal(page).getByRole('combobox', { name: t.dashboard.journal.filter.tag });
  // The most used tag is offered first.
  await expect(tag.locator('option').nth(1)).toHaveText('分红');
  await tag.selectOption('分红');
  await expect(row(page, '长江电力')).toBeVisible();
  await expect(row(page, '中国神华')).toBeVisible();
  await expect(row(page, '宁德时代')).toHaveCount(0);
  // The side list of decisions in progress follows the tag too.
  const active = page.getByRole('region', { name: t.dashboard.active.title });
  await expect(active.getByText('宁德时代')).toHaveCount(0);
  await expect(active.getByText('长江电力')).toBeVisible();
  await journal(page).getByRole('button', { name: t.dashboard.journal.filter.clear }).click();
  await expect(row(page, '宁德时代')).toBeVisible();
  await expect(active.getByText('宁德时代')).toBeVisible();
});
