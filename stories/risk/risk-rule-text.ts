/** The risk rules' own message table (scoring-rules/risk-tolerance.json), as the app's ruleText reads it. */
import rules from '../../scoring-rules/risk-tolerance.json';
import type { Lang, Localized } from '../../src/content/types';

const messages = rules.messages as Record<string, Localized>;

export function riskRuleText(lang: Lang): (key: string) => string {
  return (key) => messages[key]?.[lang] ?? key;
}
