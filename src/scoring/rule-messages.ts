/**
 * Every text the scoring produces is a message key; the texts live in the
 * `messages` section of the rule files. The UI registers `ruleMessages(lang)` as
 * the i18n namespace `rules`; Node code (CLI, tests) uses `ruleText`.
 */
import aiAnalysisJson from '../../scoring-rules/ai-analysis.json';
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

const ruleFileMessages: MessageTexts[] = [
  defaultRiskRules.messages,
  defaultEvaluationRules.messages,
  defaultStrategyRules.messages,
  defaultOutcomeRules.messages,
  defaultCalibrationRules.messages,
  // The AI fallback's texts (reasoning path, conflict points, suggestions) are stored in
  // results as keys too, so they are shown and exported through the same table.
  aiAnalysisJson.messages as MessageTexts,
];

/** All rule messages in one language: key → text. */
export function ruleMessages(lang: Lang, sources: MessageTexts[] = ruleFileMessages): Record<string, string> {
  const table: Record<string, string> = {};
  for (const messages of sources) {
    for (const [key, texts] of Object.entries(messages)) table[key] = texts[lang];
  }
  return table;
}

/** Maps, not objects: a key is data (an AI service's sentence may read "constructor"). */
const tables = new Map<Lang, Map<string, string>>();

/**
 * The text of `key` in `lang`, with `{{name}}` placeholders filled from `params`
 * (the same syntax i18next uses). An unknown key comes back as itself, as in i18next.
 */
export function ruleText(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  let table = tables.get(lang);
  if (!table) {
    table = new Map(Object.entries(ruleMessages(lang)));
    tables.set(lang, table);
  }
  const text = table.get(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    hasOwnKey(params, name) ? String(params[name]) : placeholder,
  );
}
