/**
 * Texts of the fallback analysis's message keys, for the `rules` i18n namespace
 * (the same namespace as every other scoring message; see src/scoring/rule-messages.ts).
 */
import type { Lang } from '../content/types';
import { ruleMessages } from '../scoring/rule-messages';
import { aiConfig } from './config';

export function aiRuleMessages(lang: Lang): Record<string, string> {
  return ruleMessages(lang, [aiConfig.messages]);
}
