/**
 * What a JSON-Logic rule reads: the variables it names ({"var": "answers.1-3"})
 * and the constant values it compares them with ({"==": [var, "aggressive"]},
 * {"in": [var, ["a", "b"]]}, {"in": ["stopLoss", var]}), so `check` can hold
 * them against the bank.
 */
import { walkLogic } from '../engine/logic/walk';

export interface VariableUse {
  /** e.g. "answers.1-3". */
  name: string;
  path: string;
}

export interface ValueUse {
  /** The variable compared, e.g. "answers.1-3". */
  name: string;
  value: string;
  path: string;
}

function variableName(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const keys = Object.keys(node);
  if (keys.length !== 1 || keys[0] !== 'var') return undefined;
  const arg = (node as { var: unknown }).var;
  const name = Array.isArray(arg) ? arg[0] : arg;
  return typeof name === 'string' ? name : undefined;
}

const EQUALITY = new Set(['==', '===', '!=', '!==']);

function comparedValues(op: string, args: unknown[]): { name: string; values: string[] } | undefined {
  const [left, right] = args;
  if (EQUALITY.has(op)) {
    const name = variableName(left) ?? variableName(right);
    const other = variableName(left) ? right : left;
    return name && typeof other === 'string' ? { name, values: [other] } : undefined;
  }
  if (op === 'in') {
    const tickedIn = variableName(right);
    if (tickedIn && typeof left === 'string') return { name: tickedIn, values: [left] };
    const oneOf = variableName(left);
    if (oneOf && Array.isArray(right)) return { name: oneOf, values: right.filter((v) => typeof v === 'string') };
  }
  return undefined;
}

export function logicReferences(rule: unknown, path: string): { variables: VariableUse[]; values: ValueUse[] } {
  const variables: VariableUse[] = [];
  const values: ValueUse[] = [];
  walkLogic(rule, path, ({ op, args, path: nodePath }) => {
    if (op === 'var') {
      const name = typeof args[0] === 'string' ? args[0] : undefined;
      if (name !== undefined) variables.push({ name, path: nodePath });
      return;
    }
    const compared = comparedValues(op, args);
    for (const value of compared?.values ?? []) values.push({ name: compared?.name ?? '', value, path: nodePath });
  });
  return { variables, values };
}
