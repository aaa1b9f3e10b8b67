import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../content/types';

describe('switching language waits for the bank texts', () => {
  it('applies a language only once its texts are in, and only the latest of quick choices', async () => {
    vi.resetModules();
    const registry = await import('../content/registry');
    const { switchWhenContentLoaded } = await import('./content-language');
    const applied: { lang: Lang; loaded: boolean }[] = [];
    const apply = (lang: Lang) => applied.push({ lang, loaded: registry.isBankLanguageLoaded(lang) });
    switchWhenContentLoaded('en', apply);
    switchWhenContentLoaded('zh', apply);
    expect(applied).toEqual([]);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    await registry.loadBankLanguage('en');
    expect(applied).toEqual([{ lang: 'zh', loaded: true }]);
    expect(registry.requireBankOfKind('decision').title.zh).toMatch(/\S/);
  });

  it('waits for what else the switch loads too (the UI tables), then applies', async () => {
    const { switchWhenContentLoaded } = await import('./content-language');
    let tablesIn = () => {};
    const tables = new Promise<void>((resolve) => {
      tablesIn = resolve;
    });
    const applied: Lang[] = [];
    switchWhenContentLoaded(
      'en',
      (lang) => applied.push(lang),
      () => tables,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applied).toEqual([]);
    tablesIn();
    await vi.waitFor(() => expect(applied).toEqual(['en']));
  });
});
