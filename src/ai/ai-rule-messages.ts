/**
 * Texts of the fallback analysis's message keys (reasoning path, conflict
 * points, suggestions), from the `messages` of scoring-rules/ai-analysis.json.
 * An evaluation result stores them as keys beside the scoring rules' own, so
 * whatever shows or exports a result looks its keys up in both: `resultText`.
 */
import type { Lang } from '../content/types';
import { type RuleTextLookup, ruleMessages, ruleTextIn, SCORING_MESSAGES } from '../scoring/rule-messages';
import { aiConfig } from './config';

export function aiRuleMessages(lang: Lang): Record<string, string> {
  return ruleMessages(lang, [aiConfig.messages]);
}

/** The text of any key a result carries: a scoring rule's message or the AI fallback's. */
export const resultText: RuleTextLookup = ruleTextIn([...SCORING_MESSAGES, aiConfig.messages]);
