import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en/shell.json' with { type: 'json' };
import zh from '../../src/i18n/locales/zh/shell.json' with { type: 'json' };

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
