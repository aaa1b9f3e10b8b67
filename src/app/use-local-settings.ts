/**
 * Theme and language as React state, persisted to localStorage and applied to
 * <html> and i18next. The initial values are the ones index.html already applied
 * before first paint, so nothing flashes.
 */
import type { i18n } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../content/types';
import { htmlLang } from '../i18n/keys';
import type { ThemeSetting } from '../ui/shell/types';
import { applyManifestLanguage } from './pwa-manifest';
import { type LocalSettings, readSettings, writeSettings } from './settings';
import { applyTheme } from './theme';

export function useLocalSettings(i18nInstance: i18n) {
  const [settings, setSettings] = useState<LocalSettings>(() => readSettings());

  useEffect(() => applyTheme(settings.theme), [settings.theme]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(settings.language);
    document.title = i18nInstance.getFixedT(settings.language, 'shell')('appName');
    applyManifestLanguage(settings.language);
    if (i18nInstance.language !== settings.language) void i18nInstance.changeLanguage(settings.language);
  }, [settings.language, i18nInstance]);

  const setTheme = useCallback((theme: ThemeSetting) => setSettings(writeSettings({ theme })), []);
  const setLanguage = useCallback((language: Lang) => setSettings(writeSettings({ language })), []);

  return { ...settings, setTheme, setLanguage };
}
