import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY, writeSettings } from './local-settings';
import { resolveTheme } from './theme';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[SETTINGS_KEY, initial]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('local settings', () => {
  it('defaults to Chinese and the system theme', () => {
    expect(readSettings(memoryStorage())).toEqual({ language: 'zh', theme: 'system' });
    expect(DEFAULT_SETTINGS).toEqual({ language: 'zh', theme: 'system' });
  });

  it('keeps a choice across reads', () => {
    const storage = memoryStorage();
    writeSettings({ language: 'en' }, storage);
    writeSettings({ theme: 'dark' }, storage);
    expect(readSettings(storage)).toEqual({ language: 'en', theme: 'dark' });
  });

  it('never crashes on whatever is stored, and falls back to defaults', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const settings = readSettings(memoryStorage(stored));
        expect(['zh', 'en']).toContain(settings.language);
        expect(['light', 'dark', 'system']).toContain(settings.theme);
      }),
    );
  });

  it('follows the OS only on system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
