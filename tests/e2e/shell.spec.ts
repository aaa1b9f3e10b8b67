import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en/shell.json' with { type: 'json' };
import zh from '../../src/i18n/locales/zh/shell.json' with { type: 'json' };
import { openIn, PASSWORD, register, switchLanguage, texts } from './support/app';

test('a first visit is in Chinese with the sign-in reminder; language and theme choices survive a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: zh.appName })).toBeVisible();
  await expect(page.getByText(zh.signInReminder)).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: zh.language.switchTo }).click();
  await expect(page.getByRole('heading', { name: en.appName })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('radio', { name: en.theme.dark }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.getByRole('heading', { name: en.appName })).toBeVisible();
  await expect(page.getByText(en.signInReminder)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: en.theme.dark })).toBeChecked();
});

test('the choice is applied before first paint: no flash of the wrong theme or language', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('investment-checkpoint.settings', JSON.stringify({ theme: 'dark', language: 'en' }));
    // Record the state of <html> at the first frame, before any module script has run.
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        dark: root.classList.contains('dark'),
        lang: root.lang,
      };
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en.appName })).toBeVisible();
  const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
  expect(firstFrame).toEqual({ dark: true, lang: 'en' });
});

test('on the system theme the page follows the OS live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('on a phone, every top-bar button keeps its words on one line, signed in, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'zh');
  await register(page, 'phone-header@example.com', PASSWORD, texts.zh);
  for (const language of ['zh', 'en'] as const) {
    if (language === 'en') await switchLanguage(page, 'en');
    const t = texts[language];
    await expect(page.getByRole('button', { name: t.shell.signOut })).toBeVisible();
    // A label broken over two lines has text boxes at two heights (text only screen readers get is left out).
    const lines = await page.locator('header button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return { label: button.textContent ?? '', lines: tops.size };
      }),
    );
    expect(lines.filter((button) => button.lines > 1)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
