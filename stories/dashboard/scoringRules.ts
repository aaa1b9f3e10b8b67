/**
 * The scoring rules as the dashboard stories need them: texts in the story's
 * language (what the app's container passes to the cards as `ruleText`, and what
 * play functions assert against) and assessment results built from the rules.
 */
import { riskBandForScore } from '../../src/scoring/risk-tolerance';
import { ruleText } from '../../src/scoring/rule-messages';
import { knownStrategies } from '../../src/scoring/strategy-hint';
import type { RiskResult } from '../../src/scoring/types';
import { storyLocale } from '../support';

type StoryContext = { globals: Record<string, unknown> };

export function storyRuleText(
  context: StoryContext,
): (key: string, params?: Record<string, string | number>) => string {
  const lang = storyLocale(context);
  return (key, params) => ruleText(key, lang, params);
}

/** Reads a stored strategy key through the rules' strategy names. */
export function storyStrategyLabel(context: StoryContext): (strategy: string) => string {
  const text = storyRuleText(context);
  const names = new Map(knownStrategies().map(({ key, name }) => [key, name]));
  return (strategy) => text(names.get(strategy) ?? strategy);
}

/** The strategies the rules know, named in the story's language: the options of the strategy chooser. */
export function storyStrategyOptions(context: StoryContext): { key: string; label: string }[] {
  const text = storyRuleText(context);
  return knownStrategies().map(({ key, name }) => ({ key, label: text(name) }));
}

/** An assessment result with `score`, named and described by the rules' profile for it. */
export function sampleRiskResult(score: number): RiskResult {
  const { key, name, description, recommendation } = riskBandForScore(score);
  return { score, type: key, name, description, recommendation, needsVerification: false, needsWarning: false };
}
