/**
 * The proof that an editor can fix a released bank's wording and release it
 * without a terminal: a Chinese option label of the released risk bank is
 * corrected in the studio's form of the bank → the check reports the released version changed in
 * place → the suggested version is accepted → the preview shows the new label
 * in Chinese → Release writes the lock and the version's copy → the content
 * check passes on what the studio wrote, and git sees only those edits. Real
 * Chromium on the real studio server, in a scratch git copy of the repository
 * (restored afterwards for the other tests); nothing stubbed. The page starts
 * in Chinese, so its words are read from the Chinese table.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import studio from '../../src/i18n/locales/zh/studio.json' with { type: 'json' };
import { git, restoreScratch, scratch } from './scratch.ts';

const BANK = 'questionnaires/risk-tolerance/bank.json';
const LOCK = 'questionnaires/versions.lock.json';

const i18n = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The JSON view holding the bank. */
const editor = (page: Page) => page.getByRole('textbox', { name: studio.editor.label.replace('{{file}}', BANK) });

// The other tests start from the committed copy.
test.afterEach(restoreScratch);

test('a released bank’s Chinese label fixed, its version raised, previewed and released', async ({ page }) => {
  const { url, root } = scratch();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const bank = JSON.parse(fs.readFileSync(path.join(root, BANK), 'utf8')) as { id: string; version: string };
  const [major, minor, patch] = bank.version.split('.').map(Number);
  const next = `${major}.${minor}.${(patch ?? 0) + 1}`;
  const oldLabel = '"zh": "低于 20%"';

  await page.goto(`${url}/studio.html`);
  await page.getByRole('button', { name: BANK, exact: true }).click();
  await expect(editor(page)).toContainText(`"version": "${bank.version}"`);
  expect(fs.readFileSync(path.join(root, BANK), 'utf8')).toContain(oldLabel);
  // Fixed in the form, not the JSON: the first question's first option, in its options table.
  // The switch's radio is drawn by its label, which is what a mouse clicks.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: studio.view.form }) })
    .click();
  const label = page
    .getByRole('textbox', {
      name: i18n(studio.bankForm.options.labelOf, { number: '1', lang: studio.glossaryForm.lang.zh }),
    })
    .first();
  await expect(label).toHaveValue('低于 20%');
  await label.fill('不足 20%');

  // The check says the released version was changed in place, and offers the patch version a wording fix takes.
  await page.getByRole('button', { name: studio.actions.check, exact: true }).click();
  const problems = page.getByRole('region', { name: studio.problems.heading });
  await expect(problems.getByRole('button', { name: /\$\.version/ })).toBeVisible();
  await expect(page.getByText(i18n(studio.bump.changedInPlace, { id: bank.id, version: bank.version }))).toBeVisible();
  await page.getByRole('button', { name: i18n(studio.bump.accept, { suggested: next }) }).click();
  await expect(page.getByRole('status', { name: studio.status.label })).toHaveText(studio.status.saved);
  // Saved as Save saves: the file on disk holds the new version (the view draws only the lines in sight).
  expect(fs.readFileSync(path.join(root, BANK), 'utf8')).toContain(`"version": "${next}"`);
  await expect(problems.getByRole('button', { name: /\$\.version/ })).toHaveCount(0);

  // The preview draws the bank's first stage, as investors will see it, in Chinese.
  const frame = page.getByRole('region', { name: studio.preview.frame });
  await expect(frame.getByText('不足 20%', { exact: true })).toBeVisible();
  await expect(frame.getByText('低于 20%', { exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: studio.release.sidebar }).click();
  await page.getByRole('button', { name: studio.release.button, exact: true }).click();
  await expect(page.getByText(studio.release.done)).toBeVisible({ timeout: 30_000 });
  const copy = `questionnaires/risk-tolerance/versions/${next}.json`;
  await expect(page.getByText(new RegExp(`git add .*${copy.replaceAll('.', '\\.')}`))).toBeVisible();

  // What the studio wrote passes the same check CI runs.
  execFileSync('npm', ['run', '--silent', 'content', '--', 'check'], {
    cwd: root,
    env: { ...process.env, INIT_CWD: root },
    stdio: 'pipe',
  });
  // Git sees the label and the version in the bank, one line more in the lock, and the new copy: nothing else.
  expect(
    git(root, 'status', '--porcelain', '--', 'questionnaires', 'scoring-rules').split('\n').filter(Boolean).sort(),
  ).toEqual([` M ${BANK}`, ` M ${LOCK}`, `?? ${copy}`].sort());
  expect(git(root, 'diff', '--numstat', '--', BANK).trim()).toBe(`2\t2\t${BANK}`);
  const bankDiff = git(root, 'diff', '--unified=0', '--', BANK);
  expect(bankDiff).toMatch(new RegExp(`\\+.*"version": "${next}"`));
  expect(bankDiff).toMatch(/\+.*"zh": "不足 20%"/);
  expect(git(root, 'diff', '--numstat', '--', LOCK).trim()).toMatch(new RegExp(`^[12]\\t[01]\\t${LOCK}$`));
  // The copy answers stored on this version open with: the bank as released (its schema path one folder deeper).
  const contentOf = (file: string) => {
    const { $schema: _, ...content } = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<
      string,
      unknown
    >;
    return content;
  };
  expect(contentOf(copy)).toEqual(contentOf(BANK));
  expect(pageErrors).toEqual([]);
});
