import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../content/types';

// The registry's loading, held in the test's hand: English arrives only when the test says so.
const { english, loaded } = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { english: { promise, resolve }, loaded: new Set<string>(['zh']) };
});
vi.mock('../../content/registry', () => ({
  isBankLanguageLoaded: (lang: Lang) => loaded.has(lang),
  loadBankLanguage: (lang: Lang) => (lang === 'en' ? english.promise : Promise.resolve()),
}));

const { useContentLanguage } = await import('./use-content-language');

const words: Record<Lang, string> = { zh: '目标与风险定义', en: 'Goal & Risk Definition' };
function Screen({ lang, typed }: { lang: Lang; typed: string }) {
  useContentLanguage(lang, true);
  return (
    <label>
      {words[lang]}
      <input defaultValue={typed} />
    </label>
  );
}

describe('useContentLanguage', () => {
  it('keeps the screen as it was until the new language has arrived, then shows it with nothing lost', async () => {
    // Rendered the way the app renders (no act): React itself decides what stays on screen while a language loads.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<Screen lang="zh" typed="" />);
      const field = await waitFor(() => screen.getByLabelText(words.zh) as HTMLInputElement);
      field.value = '十年的收入';

      root.render(<Screen lang="en" typed="" />);
      await new Promise((done) => setTimeout(done, 50));
      expect(screen.getByLabelText(words.zh)).toBe(field);
      expect(screen.queryByText(words.en)).toBeNull();

      loaded.add('en');
      english.resolve();
      await waitFor(() => expect(screen.getByLabelText(words.en)).toBe(field));
      expect(field.value).toBe('十年的收入');
    } finally {
      root.unmount();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
