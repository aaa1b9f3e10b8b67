import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../content/types';
import { startAppI18n } from '../i18n/app-i18n';
import { htmlLang } from '../i18n/language-codes';
import { readSettings, SETTINGS_KEY } from './local-settings';

describe('setLanguage: the one way the language changes', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.removeItem(SETTINGS_KEY);
  });

  it('keeps the old language on screen until the next one’s bank texts and tables are in, then flips everything', async () => {
    const registry = await import('../content/registry');
    const { setLanguage } = await import('./set-language');
    const i18n = await startAppI18n('zh');
    const seen: { lang: string; banksIn: boolean }[] = [];
    i18n.on('languageChanged', (lang) => seen.push({ lang, banksIn: registry.isBankLanguageLoaded(lang as Lang) }));

    const switching = setLanguage(i18n, 'en');
    expect(i18n.language).toBe('zh');
    await switching;

    expect(seen).toEqual([{ lang: 'en', banksIn: true }]);
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(true);
    expect(readSettings().language).toBe('en');
    expect(document.documentElement.lang).toBe(htmlLang('en'));
    expect(document.title).toBe(i18n.getFixedT('en', 'shell')('appName'));
    expect(registry.requireBankOfKind('decision').title.en).toMatch(/\S/);
  });

  it('applies only the latest of quick successive choices', async () => {
    const { setLanguage } = await import('./set-language');
    const i18n = await startAppI18n('zh');
    const changes: string[] = [];
    i18n.on('languageChanged', (lang) => changes.push(lang));

    await Promise.all([setLanguage(i18n, 'en'), setLanguage(i18n, 'zh')]);

    expect(changes).toEqual([]);
    expect(i18n.language).toBe('zh');
    expect(readSettings().language).toBe('zh');
  });
});
