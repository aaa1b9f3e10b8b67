/** Scoring and AI-fallback message keys resolved in the current language. */
import { useCallback } from 'react';
import { resultText } from '../../ai/ai-rule-messages';
import { useLang } from '../../i18n/use-lang';

/** Scoring and AI-fallback message keys → text. Text that is not a key (an AI service's own words) comes back as is. */
export function useRuleText(): (key: string, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, params) => resultText(key, lang, params), [lang]);
}
