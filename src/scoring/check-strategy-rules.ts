/** `check` for strategy-hint.json: strategy keys and message keys. */
import { childPath } from '../content/json-path';
import { messageProblems, type PathProblem } from './check-helpers';
import type { StrategyRules } from './rule-types';

function usedMessages(rules: StrategyRules): [string | undefined, string][] {
  return [
    ...rules.bands.flatMap((band, index): [string, string][] => [
      [band.label, `$.bands[${index}].label`],
      [band.style, `$.bands[${index}].style`],
    ]),
    ...Object.entries(rules.strategyNames).map(([key, name]): [string, string] => [
      name,
      childPath('$.strategyNames', key),
    ]),
    [rules.noneMessage, '$.noneMessage'],
  ];
}

export function strategyRulesProblems(rules: StrategyRules): PathProblem[] {
  const unknownStrategies = rules.bands.flatMap((band, index) =>
    band.strategies
      .filter((key) => !Object.hasOwn(rules.strategyNames, key))
      .map((key) => ({
        path: `$.bands[${index}].strategies`,
        message: `unknown strategy "${key}" (not in strategyNames)`,
      })),
  );
  return [...unknownStrategies, ...messageProblems(usedMessages(rules), rules.messages)];
}
