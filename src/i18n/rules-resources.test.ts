import { describe, expect, it } from 'vitest';
import { ruleMessages, ruleText } from '../scoring/rule-messages';
import { translateDynamic } from '../ui/common/use-message-text';
import { createI18n } from '.';

describe('rule messages in i18next', () => {
  it('resolve every scoring message in both languages, placeholders filled', () => {
    for (const lang of ['en', 'zh'] as const) {
      const i18n = createI18n(lang);
      const table = ruleMessages(lang);
      expect(Object.keys(table).length).toBeGreaterThan(20);
      for (const [key, text] of Object.entries(table)) {
        const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
        const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        expect(translateDynamic(i18n, `rules:${key}`, params), key).toBe(ruleText(key, lang, params));
      }
    }
  });
});
