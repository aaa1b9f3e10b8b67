/**
 * The app's i18next loads only what the reader needs: the shell's tables in
 * their language first, the screens' tables and scoring messages on demand, and
 * the other language only on a switch, which waits until it is in.
 */
import { describe, expect, it } from 'vitest';
import { RULES_NAMESPACE } from '../scoring/rules-namespace';
import { loadScreenTexts, SCREEN_NAMESPACES, startAppI18n } from './app-i18n';
import enEditor from './locales/en/editor.json';
import enShell from './locales/en/shell.json';
import zhEditor from './locales/zh/editor.json';
import zhShell from './locales/zh/shell.json';
import { SHELL_NAMESPACES } from './shell-namespaces';

describe("the app's i18next", () => {
  it("starts with the shell's tables in the reader's language and nothing else", async () => {
    const i18n = await startAppI18n('zh');
    for (const ns of SHELL_NAMESPACES) expect(i18n.hasResourceBundle('zh', ns)).toBe(true);
    for (const ns of SHELL_NAMESPACES) expect(i18n.hasResourceBundle('en', ns)).toBe(false);
    for (const ns of SCREEN_NAMESPACES) expect(i18n.hasResourceBundle('zh', ns)).toBe(false);
    expect(i18n.t('shell:appName')).toBe(zhShell.appName);
  });

  it('loads every other table and the scoring messages for the signed-in screens, in that language only', async () => {
    const i18n = await startAppI18n('en');
    await loadScreenTexts(i18n);
    expect(SCREEN_NAMESPACES).toContain(RULES_NAMESPACE);
    for (const ns of SCREEN_NAMESPACES) expect(i18n.hasResourceBundle('en', ns)).toBe(true);
    for (const ns of SCREEN_NAMESPACES) expect(i18n.hasResourceBundle('zh', ns)).toBe(false);
    expect(i18n.t('editor:delete.title')).toBe(enEditor.delete.title);
  });

  it('switches language only once every table in use is in, so no key shows for a moment', async () => {
    const i18n = await startAppI18n('zh');
    await loadScreenTexts(i18n);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('shell:appName'), i18n.t('editor:delete.title')));
    await i18n.changeLanguage('en');
    expect(seen).toEqual([enShell.appName, enEditor.delete.title]);
    await i18n.changeLanguage('zh');
    expect(i18n.t('editor:delete.title')).toBe(zhEditor.delete.title);
  });

  it('writes a long journal\u2019s counts with their thousands grouped, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const i18n = await startAppI18n(lang);
      await loadScreenTexts(i18n);
      const grouped = (12_345).toLocaleString(lang);
      const shown = i18n.t('dashboard:journal.filter.shown', { shown: 1_200, total: 12_345 });
      expect(shown).toContain(grouped);
      expect(shown).toContain((1_200).toLocaleString(lang));
      expect(i18n.t('dashboard:outcome.count', { count: 12_345 })).toContain(grouped);
    }
  });
});
