/**
 * The proof that the studio's impact is `content diff`'s: an editor raises a
 * stage weight in the scoring rules in the studio's editor and saves, opens the
 * impact, and the counts and both matrices on screen equal what
 * `npm run content -- diff --json` prints in the same scratch copy afterwards.
 * Real Chromium on the real studio server; nothing stubbed. The page starts in
 * Chinese, so its words are read from the Chinese table.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import studio from '../../src/i18n/locales/zh/studio.json' with { type: 'json' };
import type { ScoreDiff } from '../../src/scoring/score-diff.ts';
import { pasteOver } from './editor.ts';
import { restoreScratch, scratch } from './scratch.ts';

const EVALUATION = 'scoring-rules/decision-evaluation.json';
const STAGE = '2';

/** The text with the first "weight" after stage `stage`'s key multiplied by `factor`; the rest of the file as it was. */
function raiseStageWeight(text: string, stage: string, factor: number): string {
  const at = text.indexOf(`"${stage}": {`, text.indexOf('"stages"'));
  const match = /"weight": (\d+(?:\.\d+)?)/.exec(text.slice(at));
  if (at < 0 || !match) throw new Error(`no weight for stage ${stage}`);
  const start = at + match.index;
  return `${text.slice(0, start)}"weight": ${Number(match[1]) * factor}${text.slice(start + match[0].length)}`;
}

/** A before → after table as "from → to" → count, read off the screen (the dashed diagonal left out). */
async function matrixOnScreen(table: Locator): Promise<Record<string, number>> {
  return table.evaluate((element) => {
    const rows = [...(element as HTMLTableElement).rows];
    const columns = [...(rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? '');
    const moves: Record<string, number> = {};
    for (const row of rows.slice(1)) {
      const from = row.cells[0]?.textContent?.trim() ?? '';
      for (let index = 1; index < row.cells.length; index += 1) {
        const count = Number(row.cells[index]?.textContent?.trim());
        if (Number.isInteger(count) && count > 0) moves[`${from} → ${columns[index]}`] = count;
      }
    }
    return moves;
  });
}

// The other tests start from the committed copy.
test.afterEach(restoreScratch);

test('raising a stage weight: the impact on screen is what content diff --json prints', async ({ page }) => {
  const { url, root } = scratch();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${url}/studio.html`);

  await page.getByRole('button', { name: EVALUATION, exact: true }).click();
  const editor = page.getByRole('textbox', { name: studio.editor.label.replace('{{file}}', EVALUATION) });
  await expect(editor).toContainText('"$schema"');
  // The JSON view draws only the lines in sight, so the text to edit is the file the studio opened.
  const opened = readFileSync(path.join(root, EVALUATION), 'utf8');
  await pasteOver(page, editor, raiseStageWeight(opened, STAGE, 3));
  await expect(page.getByText(studio.status.unsaved)).toBeVisible();
  await page.getByRole('button', { name: studio.actions.save, exact: true }).click();
  await expect(page.getByRole('status', { name: studio.status.label })).toHaveText(studio.status.saved);
  // Only the weight changed on disk: the studio kept the file's layout and every other character (the message,
  // should it fail, is the whole diff: which lines changed, and how).
  expect(
    execFileSync('git', ['-C', root, 'diff', '--numstat'], { encoding: 'utf8' }).trim(),
    execFileSync('git', ['-C', root, 'diff'], { encoding: 'utf8' }),
  ).toBe(`1\t1\t${EVALUATION}`);

  // The impact panel sits beside the editor; its button is reached and pressed from the keyboard.
  const impact = page.getByRole('region', { name: studio.impact.heading });
  const run = impact.getByRole('button', { name: studio.impact.run });
  await run.focus();
  await page.keyboard.press('Enter');
  const timing = new RegExp(
    studio.impact.time
      .split(/\{\{\w+(?:, number)?\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      // A number as the page writes it, its thousands grouped.
      .join('[\\d,]+'),
  );
  await expect(impact.getByText(timing)).toBeVisible({ timeout: 30_000 });
  const counts = impact.locator('dl');
  const count = async (label: string) =>
    Number(await counts.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent());
  const ratingMatrix = impact.getByRole('table', { name: studio.impact.matrix.decision });
  const typeMatrix = impact.getByRole('table', { name: studio.impact.matrix.assessment });
  const onScreen = {
    changedRatings: await count(studio.impact.counts.ratings),
    changedTypes: await count(studio.impact.counts.types),
    ratingMoves: await matrixOnScreen(ratingMatrix),
    typeMoves: await matrixOnScreen(typeMatrix),
  };
  // The panel with its figures passes axe, as the app's screens do.
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="studio-impact-heading"]').analyze();
  expect(
    axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const screenshot = process.env.STUDIO_E2E_SCREENSHOT;
  if (screenshot) {
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.screenshot({ path: screenshot });
  }
  // How long the worker took, for the record.
  console.info(`studio: ${await impact.getByText(timing).textContent()}`);

  const cli = JSON.parse(
    execFileSync('npm', ['run', '--silent', 'content', '--', 'diff', '--json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: root },
    }),
  ) as ScoreDiff & { count: number; seed: number; current: string };
  expect(cli.current).toContain('HEAD');
  expect(cli.summary.decisions.changedRatings, 'the edit must move ratings to prove anything').toBeGreaterThan(0);
  expect(onScreen).toEqual({
    changedRatings: cli.summary.decisions.changedRatings,
    changedTypes: cli.summary.assessments.changedTypes,
    ratingMoves: cli.summary.ratingMoves,
    typeMoves: cli.summary.typeMoves,
  });
  expect(pageErrors).toEqual([]);
});
