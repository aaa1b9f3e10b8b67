/**
 * The dashboard's strategy hint: the rounded average score of the
 * completed and evaluated decisions picks a band and its recommended strategies.
 */
import { defaultStrategyRules } from './default-rules';
import { bandFor, mean, roundHalfUp } from './numbers';
import type { StrategyRules } from './rule-types';
import type { StrategyHint } from './types';

export interface DecisionScoreSummary {
  completed: boolean;
  evaluated: boolean;
  evaluationScore: number | null;
}

/** null when no decision is both completed and evaluated (show `strategyHintNoneMessage`). */
export function strategyHint(
  decisions: readonly DecisionScoreSummary[],
  rules: StrategyRules = defaultStrategyRules,
): StrategyHint | null {
  const scores = decisions
    .filter((decision) => decision.completed && decision.evaluated && typeof decision.evaluationScore === 'number')
    .map((decision) => decision.evaluationScore as number);
  if (scores.length === 0) return null;
  const average = roundHalfUp(mean(scores));
  const band = bandFor(average, rules.bands);
  return {
    average,
    count: scores.length,
    band: band.key,
    label: band.label,
    style: band.style,
    strategies: band.strategies.map((key) => ({ key, name: rules.strategyNames[key] ?? key })),
  };
}

/** Message key of the hint shown while nothing is evaluated. */
export function strategyHintNoneMessage(rules: StrategyRules = defaultStrategyRules): string {
  return rules.noneMessage;
}

/** Every strategy the rules know: key and message key of its name (for a strategy picker). */
export function knownStrategies(rules: StrategyRules = defaultStrategyRules): { key: string; name: string }[] {
  return Object.entries(rules.strategyNames).map(([key, name]) => ({ key, name }));
}

const nameKey = (text: string) => text.trim().toLowerCase();

/**
 * The stable key of a stored preferred strategy: a key as it is, or a strategy's
 * name in any language of the rules ("Value Investing", "价值投资") — how profiles
 * stored their strategies before keys — read as its key. Anything else is null.
 */
export function strategyKeyOf(stored: string, rules: StrategyRules = defaultStrategyRules): string | null {
  if (Object.hasOwn(rules.strategyNames, stored)) return stored;
  const wanted = nameKey(stored);
  for (const [key, name] of Object.entries(rules.strategyNames)) {
    const texts = Object.values(rules.messages[name] ?? {});
    if (texts.some((text) => typeof text === 'string' && nameKey(text) === wanted)) return key;
  }
  return null;
}

/**
 * A profile's stored strategies as stable keys, each once and in stored order;
 * values no rule names are kept as they are, so nothing the investor had is lost.
 */
export function readStrategies(stored: readonly string[], rules: StrategyRules = defaultStrategyRules): string[] {
  return [...new Set(stored.map((value) => strategyKeyOf(value, rules) ?? value))];
}
