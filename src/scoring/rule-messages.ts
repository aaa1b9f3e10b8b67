/**
 * Every text the scoring produces is a message key; the texts live in the
 * `messages` section of the rule files. The UI registers `ruleMessages(lang)` as
 * the i18n namespace `rules`; Node code (CLI, tests) uses `ruleText`. A lookup
 * over more tables (a result's AI-fallback texts, src/ai/ai-rule-messages.ts)
 * comes from `ruleTextIn`.
 */
import { hasOwnKey } from '../content/own-key';
import type { Lang } from '../content/types';
import {
  defaultCalibrationRules,
  defaultEvaluationRules,
  defaultOutcomeRules,
  defaultRiskRules,
  defaultStrategyRules,
} from './default-rules';
import type { MessageTexts } from './rule-types';

/** The messages of every scoring rule file. */
export const SCORING_MESSAGES: readonly MessageTexts[] = [
  defaultRiskRules.messages,
  defaultEvaluationRules.messages,
  defaultStrategyRules.messages,
  defaultOutcomeRules.messages,
  defaultCalibrationRules.messages,
];

/** All rule messages in one language: key → text. */
export function ruleMessages(lang: Lang, sources: readonly MessageTexts[] = SCORING_MESSAGES): Record<string, string> {
  const table: Record<string, string> = {};
  for (const messages of sources) {
    for (const [key, texts] of Object.entries(messages)) table[key] = texts[lang];
  }
  return table;
}

export type RuleTextLookup = (key: string, lang: Lang, params?: Record<string, string | number>) => string;

/**
 * The text of `key` in `lang` among `sources`, with `{{name}}` placeholders
 * filled from `params` (the same syntax i18next uses). An unknown key comes back
 * as itself, as in i18next.
 */
export function ruleTextIn(sources: readonly MessageTexts[]): RuleTextLookup {
  /** Maps, not objects: a key is data (an AI service's sentence may read "constructor"). */
  const tables = new Map<Lang, Map<string, string>>();
  return (key, lang, params = {}) => {
    let table = tables.get(lang);
    if (!table) {
      table = new Map(Object.entries(ruleMessages(lang, sources)));
      tables.set(lang, table);
    }
    const text = table.get(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      hasOwnKey(params, name) ? String(params[name]) : placeholder,
    );
  };
}

/** The text of a scoring message key (see `ruleTextIn`). */
export const ruleText: RuleTextLookup = ruleTextIn(SCORING_MESSAGES);
