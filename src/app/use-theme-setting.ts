/**
 * The theme as React state, persisted to localStorage and applied to <html>.
 * The initial value is the one index.html already applied before first paint,
 * so nothing flashes. (The language is i18next's own state: set-language.ts.)
 */
import { useCallback, useEffect, useState } from 'react';
import type { ThemeSetting } from '../ui/shell/types';
import { readSettings, writeSettings } from './local-settings';
import { applyTheme } from './theme';

export function useThemeSetting() {
  const [theme, setThemeState] = useState<ThemeSetting>(() => readSettings().theme);
  useEffect(() => applyTheme(theme), [theme]);
  const setTheme = useCallback((next: ThemeSetting) => setThemeState(writeSettings({ theme: next }).theme), []);
  return { theme, setTheme };
}
