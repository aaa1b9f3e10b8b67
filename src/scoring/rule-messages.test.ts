import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../content/types';
import {
  defaultCalibrationRules,
  defaultEvaluationRules,
  defaultOutcomeRules,
  defaultRiskRules,
  defaultStrategyRules,
} from './default-rules';
import { ruleMessages, ruleText } from './rule-messages';
import { RULES_NAMESPACE } from './rules-namespace';

describe('rule messages', () => {
  it('has a non-empty text in every language for every key', () => {
    const en = ruleMessages('en');
    for (const lang of LANGS) {
      const table = ruleMessages(lang);
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('gathers the messages of every rule file', () => {
    const keys = Object.keys(ruleMessages('zh'));
    for (const rules of [
      defaultRiskRules,
      defaultEvaluationRules,
      defaultStrategyRules,
      defaultOutcomeRules,
      defaultCalibrationRules,
    ]) {
      expect(keys).toEqual(expect.arrayContaining(Object.keys(rules.messages)));
    }
  });

  it('fills {{placeholders}} and returns an unknown key as itself', () => {
    expect(ruleText(defaultEvaluationRules.errors.typesFailed, 'en', { count: 3 })).toBe(
      'Type validation failed for 3 fields',
    );
    expect(ruleText('no.such.key', 'zh')).toBe('no.such.key');
  });

  it('works as the i18next namespace the UI registers, dotted keys included', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'zh',
      resources: { zh: { [RULES_NAMESPACE]: ruleMessages('zh') }, en: { [RULES_NAMESPACE]: ruleMessages('en') } },
      interpolation: { escapeValue: false },
    });
    // The app's typed keys do not list this runtime namespace.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
    const key = defaultRiskRules.profiles[0]?.name ?? '';
    expect(t(`${RULES_NAMESPACE}:${key}`)).toBe(ruleText(key, 'zh'));
    expect(t(`${RULES_NAMESPACE}:${defaultEvaluationRules.errors.typesFailed}`, { lng: 'en', count: 2 })).toBe(
      ruleText(defaultEvaluationRules.errors.typesFailed, 'en', { count: 2 }),
    );
  });
});

describe('texts named like object internals', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    '%s comes back as itself, as any text that is not a key does',
    async (text) => {
      const { ruleText } = await import('./rule-messages');
      expect(ruleText(text, 'en')).toBe(text);
      expect(ruleText('{{constructor}} {{toString}}', 'zh', {})).toBe('{{constructor}} {{toString}}');
    },
  );
});
