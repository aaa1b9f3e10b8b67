/**
 * Finds rules that json-logic-js would run wrongly or not at all: unknown
 * operations, objects it would take for constants, and regular expressions
 * that do not compile. Messages are for content editors.
 */
import { compilePattern, isKnownOperation } from './index';
import { walkLogic } from './walk';

export interface LogicProblem {
  path: string;
  message: string;
}

function patternProblem(pattern: unknown, flags: unknown): string | undefined {
  if (typeof pattern !== 'string') return undefined;
  try {
    compilePattern(pattern, typeof flags === 'string' ? flags : 'i');
    return undefined;
  } catch (error) {
    return `"match" has an invalid regular expression: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function lintLogic(rule: unknown, path: string): LogicProblem[] {
  const problems: LogicProblem[] = [];
  walkLogic(
    rule,
    path,
    ({ op, args, path: nodePath }) => {
      if (!isKnownOperation(op)) {
        problems.push({ path: nodePath, message: `unknown JSON-Logic operation "${op}"` });
        return;
      }
      if (op === 'match') {
        const message = patternProblem(args[1], args[2]);
        if (message) problems.push({ path: nodePath, message });
      }
    },
    (objectPath, keys) => {
      problems.push({
        path: objectPath,
        message:
          keys.length === 0
            ? 'empty object in a rule: write an operation such as {"==": [a, b]}'
            : `an operation must be an object with exactly one key, found ${keys.map((k) => `"${k}"`).join(', ')}`,
      });
    },
  );
  return problems;
}
