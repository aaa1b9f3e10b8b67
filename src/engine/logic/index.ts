/**
 * The JSON-Logic runtime every rule file runs on: json-logic-js with the
 * project's custom operations registered once, on first use.
 */
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { customOperations } from './operations';

export { compilePattern, roundHalfUp } from './operations';

/** A rule as written in JSON; validated by `checkScoringRules`, not by the type system. */
export type Logic = RulesLogic | unknown;

let registered = false;

function ensureOperations(): void {
  if (registered) return;
  for (const [name, operation] of Object.entries(customOperations)) {
    jsonLogic.add_operation(name, operation as (...args: unknown[]) => unknown);
  }
  registered = true;
}

/** Evaluates a rule against `data`. Throws on an unknown operation or an invalid pattern. */
export function applyLogic(rule: Logic, data: unknown): unknown {
  ensureOperations();
  return jsonLogic.apply(rule as RulesLogic, data);
}

/** JSON-Logic truthiness (an empty list is false), for reading a condition's result. */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** Whether `name` is a standard or custom operation the runtime can run. */
export function isKnownOperation(name: string): boolean {
  ensureOperations();
  // Standard, but probing it would print to the console.
  if (name === 'log') return true;
  try {
    jsonLogic.apply({ [name]: [] } as RulesLogic);
    return true;
  } catch (error) {
    // Only "Unrecognized operation" means unknown; an operation may also fail on no arguments.
    return !(error instanceof Error && error.message.startsWith('Unrecognized operation'));
  }
}
