/**
 * Theme and language as React state, persisted to localStorage and applied to
 * <html> and i18next. The initial values are the ones index.html already applied
 * before first paint, so nothing flashes.
 */
import type { i18n } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../content/types';
import { htmlLang } from '../i18n/language-codes';
import type { ThemeSetting } from '../ui/shell/types';
import { type LocalSettings, readSettings, writeSettings } from './local-settings';
import { applyManifestLanguage } from './pwa-manifest';
import { applyTheme } from './theme';

export function useLocalSettings(i18nInstance: i18n) {
  const [settings, setSettings] = useState<LocalSettings>(() => readSettings());

  useEffect(() => applyTheme(settings.theme), [settings.theme]);

  useEffect(() => {
    let current = true;
    // The new language's tables load first (i18next switches once they are in), then page and title follow.
    const switched =
      i18nInstance.language === settings.language ? Promise.resolve() : i18nInstance.changeLanguage(settings.language);
    void switched.then(() => {
      if (!current) return;
      document.documentElement.lang = htmlLang(settings.language);
      document.title = i18nInstance.getFixedT(settings.language, 'shell')('appName');
      applyManifestLanguage(settings.language);
    });
    return () => {
      current = false;
    };
  }, [settings.language, i18nInstance]);

  const setTheme = useCallback((theme: ThemeSetting) => setSettings(writeSettings({ theme })), []);
  const setLanguage = useCallback((language: Lang) => setSettings(writeSettings({ language })), []);

  return { ...settings, setTheme, setLanguage };
}
