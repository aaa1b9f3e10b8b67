/**
 * Applies the theme setting to <html>: the `dark` class drives Tailwind's dark
 * variant. On 'system' it follows the OS live.
 */
import type { ThemeSetting } from '../ui/shell/types';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(setting: ThemeSetting, systemPrefersDark: boolean): 'light' | 'dark' {
  if (setting === 'system') return systemPrefersDark ? 'dark' : 'light';
  return setting;
}

export function applyTheme(setting: ThemeSetting, root: HTMLElement = document.documentElement): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const apply = () => {
    const resolved = resolveTheme(setting, media?.matches ?? false);
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  };
  apply();
  if (setting !== 'system' || !media) return () => {};
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}
