import { describe, expect, it } from 'vitest';
import { LANGS } from '../content/types';
import { defaultEvaluationRules } from '../scoring/default-rules';
import { ruleMessages, ruleText } from '../scoring/rule-messages';
import { aiRuleMessages, resultText } from './ai-rule-messages';
import { fallbackAnalysis } from './fallback';

describe('the texts a result is shown with', () => {
  it('share no key between the scoring rules and the AI fallback, so neither hides the other', () => {
    const scoring = Object.keys(ruleMessages('en'));
    expect(Object.keys(aiRuleMessages('en')).filter((key) => scoring.includes(key))).toEqual([]);
  });

  it.each(LANGS)('read a scoring key and a fallback key alike in %s, placeholders filled', (lang) => {
    const typesFailed = defaultEvaluationRules.errors.typesFailed;
    expect(resultText(typesFailed, lang, { count: 3 })).toBe(ruleText(typesFailed, lang, { count: 3 }));
    const { reasoningPath } = fallbackAnalysis('logic', {});
    expect(resultText(reasoningPath, lang)).toBe(aiRuleMessages(lang)[reasoningPath]);
    expect(resultText(reasoningPath, lang)).not.toBe(reasoningPath);
  });

  it('return a text that is not a key (an AI service’s own words) as it is', () => {
    expect(resultText('The plan lacks an exit.', 'en')).toBe('The plan lacks an exit.');
  });
});
