/**
 * Local browser settings: theme and language, kept in
 * localStorage under one key. index.html reads the same key before first paint.
 */
import type { Lang } from '../content/types';
import type { ThemeSetting } from '../ui/shell/types';

export interface LocalSettings {
  theme: ThemeSetting;
  language: Lang;
}

/** Shared with the inline pre-paint script in index.html — keep in sync. */
export const SETTINGS_KEY = 'investment-checkpoint.settings';

export const DEFAULT_SETTINGS: LocalSettings = { theme: 'system', language: 'zh' };

const THEMES: readonly ThemeSetting[] = ['light', 'dark', 'system'];
const LANGUAGES: readonly Lang[] = ['zh', 'en'];

/** Reads settings, falling back field by field to the defaults on anything unexpected. */
export function readSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LocalSettings {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const value = (parsed && typeof parsed === 'object' ? parsed : {}) as Partial<Record<keyof LocalSettings, unknown>>;
    return {
      theme: THEMES.includes(value.theme as ThemeSetting) ? (value.theme as ThemeSetting) : DEFAULT_SETTINGS.theme,
      language: LANGUAGES.includes(value.language as Lang) ? (value.language as Lang) : DEFAULT_SETTINGS.language,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function writeSettings(
  patch: Partial<LocalSettings>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): LocalSettings {
  const next = { ...readSettings(storage), ...patch };
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
  return next;
}
