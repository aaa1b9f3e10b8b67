/** Scoring and AI-fallback message keys resolved in the current language. */
import { useCallback } from 'react';
import { useLang } from '../../i18n/use-lang';
import { ruleText as scoringRuleText } from '../../scoring/rule-messages';

/** Scoring and AI-fallback message keys → text. Text that is not a key (an AI service's own words) comes back as is. */
export function useRuleText(): (key: string, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, params) => scoringRuleText(key, lang, params), [lang]);
}
