/**
 * A decision printed, in each language: the print view holds every stage's
 * answers, covers the app on screen and is all that reaches paper; Chromium
 * renders it to a PDF of several pages, and Back returns to the editor.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import decisionBank from '../../questionnaires/decision-checkpoint/bank.json' with { type: 'json' };
import { newDecision } from '../../src/data/ids';
import { importDecisions, openIn, register, texts } from './support/app';

for (const language of ['zh', 'en'] as const) {
  test(`print a checkpoint in ${language}: every stage, no app chrome on paper, a PDF of pages`, async ({
    page,
  }, testInfo) => {
    const t = texts[language];
    await openIn(page, language);
    await register(page, `printer-${language}@example.com`, undefined, t);
    const question = decisionBank.sections[0]?.questions[0];
    if (!question) throw new Error('the bank asks a first question');
    await importDecisions(
      page,
      testInfo.outputPath('journal.json'),
      [
        {
          ...newDecision(
            { bankId: decisionBank.id, bankVersion: decisionBank.version },
            new Date(Date.UTC(2026, 2, 1)),
          ),
          id: 'decision-print',
          name: 'Yangtze Power 长江电力',
          stage: 2,
          answers: { [question.id]: '稳定分红，年化 4% 以上 / steady dividends above 4% a year' },
          version: 1,
        },
      ],
      t,
    );
    const journal = page.getByRole('region', { name: t.dashboard.journal.title });
    await journal.getByRole('button', { name: t.dashboard.journal.edit }).click();
    const print = page.getByRole('button', { name: t.editor.print, exact: true });
    await print.click();

    const view = page.getByRole('dialog', { name: 'Yangtze Power 长江电力' });
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Yangtze Power 长江电力');
    const stageTitles = decisionBank.sections.map((section, index) =>
      t.dashboard.print.stage.replace('{{stage}}', String(index + 1)).replace('{{title}}', section.title[language]),
    );
    for (const title of stageTitles) await expect(view.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(view.getByText('稳定分红，年化 4% 以上 / steady dividends above 4% a year')).toBeVisible();
    await expect(view.getByText(t.dashboard.print.notAnswered).first()).toBeVisible();

    // On paper: the document only, without the app's bar, the journal or the view's own buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(view.getByRole('button', { name: t.dashboard.print.print })).toBeHidden();
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
    const file = testInfo.outputPath('checkpoint.pdf');
    await page.pdf({ path: file, format: 'A4' });
    // Read back with poppler's pdftotext (tests/setup-system.sh installs it): the words as printed, page by page.
    const printed = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages = printed.split('\f').filter((text) => text.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    const words = printed.replace(/\s+/g, '');
    expect(words).toContain('YangtzePower长江电力');
    for (const title of stageTitles) expect(words).toContain(title.replace(/\s+/g, ''));
    expect(printed).not.toContain(t.dashboard.print.print);
    await page.emulateMedia({ media: 'screen' });

    await view.getByRole('button', { name: t.dashboard.print.back }).click();
    await expect(view).toHaveCount(0);
    await expect(print).toBeFocused();
  });
}
