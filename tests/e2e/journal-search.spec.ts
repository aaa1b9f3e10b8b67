/**
 * Finding a decision, in Chinese on the embedded database: a journal imported
 * through My data is searched by words that appear only inside one decision's
 * answers (the database holds them; the dashboard holds only summaries), the
 * status filter narrows it further, the filter survives opening a decision and
 * coming back, and Clear brings every decision back. A journal longer than
 * the page the app reads first is counted, listed and searched whole after a
 * reload.
 */
import { expect, type Page, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import { newDecision } from '../../src/data/ids';
import { fill, importDecisions, openIn, register, texts } from './support/app';

const t = texts.zh;
const firstQuestion = decisionBank.sections[0]?.questions[0]?.id ?? '';

/** A decision of the shipped bank as an export file holds it. */
function decision(id: string, name: string, answer: string, day: number, completed = false) {
  const bank = { bankId: decisionBank.id, bankVersion: decisionBank.version };
  return {
    ...newDecision(bank, new Date(Date.UTC(2026, 0, day))),
    id,
    name,
    stage: completed ? decisionBank.sections.length : 1,
    answers: { [firstQuestion]: answer },
    completed,
    version: 1,
  };
}

const journal = (page: Page) => page.getByRole('region', { name: t.dashboard.journal.title });
const rowNames = (page: Page) => journal(page).getByRole('listitem').locator('p.truncate').allTextContents();

test('search the journal by what the answers say, filter by status, keep it while a decision is open, clear it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openIn(page, 'zh');
  await register(page, 'searcher@example.com', undefined, t);
  await importDecisions(
    page,
    testInfo.outputPath('journal.json'),
    [
      decision('decision-moat', '贵州茅台加仓', '品牌带来很深的护城河，现金流稳定', 3, true),
      decision('decision-index', '沪深300定投', '长期持有指数基金，摊低成本', 2),
      decision('decision-bond', '国债逆回购', '闲置资金的短期去处', 1),
    ],
    t,
  );
  await expect.poll(() => rowNames(page)).toEqual(['贵州茅台加仓', '沪深300定投', '国债逆回购']);

  // Words found only inside an answer.
  const search = page.getByRole('searchbox', { name: t.dashboard.journal.filter.search });
  await search.fill('护城河');
  await expect.poll(() => rowNames(page)).toEqual(['贵州茅台加仓']);
  await expect(journal(page).getByRole('status')).toHaveText(
    fill(t.dashboard.journal.filter.shown, { shown: 1, total: 3 }),
  );

  // Words and a status together; nothing matches, and the journal says so.
  await search.fill('定投');
  await expect.poll(() => rowNames(page)).toEqual(['沪深300定投']);
  await journal(page)
    .getByRole('combobox', { name: t.dashboard.journal.filter.status })
    .selectOption({ label: t.dashboard.journal.filter.statuses.completed });
  await expect(journal(page).getByText(t.dashboard.journal.noMatch)).toBeVisible();
  await journal(page)
    .getByRole('combobox', { name: t.dashboard.journal.filter.status })
    .selectOption({ label: t.dashboard.journal.filter.statuses.inProgress });
  await expect.poll(() => rowNames(page)).toEqual(['沪深300定投']);

  // Open the decision found, come back: the search is still there.
  await journal(page).getByRole('button', { name: t.dashboard.journal.edit }).click();
  await expect(page.getByRole('heading', { name: /沪深300定投/ })).toBeVisible();
  await page.getByRole('button', { name: t.editor.back, exact: true }).click();
  await expect(search).toHaveValue('定投');
  await expect.poll(() => rowNames(page)).toEqual(['沪深300定投']);

  await page.getByRole('button', { name: t.dashboard.journal.filter.clear }).click();
  await expect(search).toHaveValue('');
  await expect.poll(() => rowNames(page)).toEqual(['贵州茅台加仓', '沪深300定投', '国债逆回购']);
});

test('a journal longer than its first screen: after a reload every decision is counted, listed and found', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openIn(page, 'zh');
  await register(page, 'long-journal@example.com', undefined, t);
  // More decisions than the app reads first: the newest come first, the rest behind them.
  const count = 60;
  const decisions = Array.from({ length: count }, (_, i) =>
    decision(
      `decision-${String(i).padStart(3, '0')}`,
      `决策 ${i + 1}`,
      i === 0 ? '最早的一笔：可转债' : '指数基金',
      1 + i,
      i % 3 === 0,
    ),
  );
  await importDecisions(page, testInfo.outputPath('long-journal.json'), decisions, t);

  await page.reload();
  const made = journal(page).getByRole('definition').first();
  // The newest can be opened as soon as they show; the counts are the whole journal's from the start.
  await expect(journal(page).getByRole('button', { name: t.dashboard.journal.edit }).first()).toBeEnabled();
  await expect(made).toHaveText(String(count));
  // The oldest decision, read behind the first screen, is found once the search can be used.
  const search = page.getByRole('searchbox', { name: t.dashboard.journal.filter.search });
  await expect(search).toBeEnabled();
  await search.fill('可转债');
  await expect.poll(() => rowNames(page)).toEqual(['决策 1']);
  await expect(journal(page).getByRole('status')).toHaveText(
    fill(t.dashboard.journal.filter.shown, { shown: 1, total: count }),
  );
  // And the journal's statistics count all of them: the completed ones among the whole journal.
  await expect(journal(page).getByRole('definition').nth(1)).toHaveText(
    String(decisions.filter((d) => d.completed).length),
  );
});
