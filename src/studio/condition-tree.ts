/**
 * A rule's JSON-Logic condition as a tree the condition editor can draw, and
 * back: groups (and / or) of conditions, negation, and comparisons of a value
 * the rules read (`{"var": …}`, maybe through `size` or `percent_in`) with a
 * plain value. Whatever has another shape (arithmetic, a `var` with a
 * default, an operation with an unusual number of arguments) stays a raw
 * piece of JSON-Logic, kept exactly as written, so turning any condition into
 * a tree and back gives the same JSON: the editor may only change what the
 * editor changed.
 */

/** The comparisons the editor draws as "left operator right"; `longer` and `match` read as comparisons too. */
export const COMPARISON_OPERATORS = ['==', '!=', '<', '<=', '>', '>=', 'in', 'longer', 'match'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** The project's operations of one value the editor draws around a `var` ("size of answers.2-1"). */
export const VALUE_FUNCTIONS = ['size', 'percent_in'] as const;
export type ValueFunction = (typeof VALUE_FUNCTIONS)[number];

export type GroupOperator = 'and' | 'or';

/** A JSON value as a condition holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Operand =
  /** A value the rules read, e.g. `answers.1-2`, `patterns.stopLoss`. */
  | { kind: 'var'; path: string }
  /** An operation of one value the rules read: `{"size": {"var": …}}`. */
  | { kind: 'function'; name: ValueFunction; path: string }
  /** A text, number, yes/no, null or list of them, as written. */
  | { kind: 'value'; value: Json }
  /** Anything else, as written. */
  | { kind: 'raw'; json: Json };

export type ConditionNode =
  | { kind: 'group'; operator: GroupOperator; children: ConditionNode[] }
  | { kind: 'not'; child: ConditionNode }
  | { kind: 'comparison'; operator: ComparisonOperator; left: Operand; right: Operand; flags?: Operand }
  | { kind: 'raw'; json: Json };

const isRecord = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The single operator and its argument of a JSON-Logic operation, if `json` is one. */
function operation(json: Json): [string, Json] | undefined {
  if (!isRecord(json)) return undefined;
  const keys = Object.keys(json);
  const [key] = keys;
  return keys.length === 1 && key !== undefined ? [key, json[key] as Json] : undefined;
}

/** Whether `json` is data rather than an operation: a primitive, or a list of primitives. */
function isPlainValue(json: Json): boolean {
  if (Array.isArray(json)) return json.every((item) => item === null || typeof item !== 'object');
  return json === null || typeof json !== 'object';
}

/** The path of `{"var": "path"}`, the only form of `var` the editor draws. */
function varPath(json: Json): string | undefined {
  const op = operation(json);
  return op && op[0] === 'var' && typeof op[1] === 'string' ? op[1] : undefined;
}

const isValueFunction = (name: string): name is ValueFunction => (VALUE_FUNCTIONS as readonly string[]).includes(name);
const isComparison = (name: string): name is ComparisonOperator =>
  (COMPARISON_OPERATORS as readonly string[]).includes(name);

export function toOperand(json: Json): Operand {
  const path = varPath(json);
  if (path !== undefined) return { kind: 'var', path };
  const op = operation(json);
  if (op && isValueFunction(op[0])) {
    const inner = varPath(op[1]);
    if (inner !== undefined) return { kind: 'function', name: op[0], path: inner };
  }
  if (isPlainValue(json)) return { kind: 'value', value: json };
  return { kind: 'raw', json };
}

export function fromOperand(operand: Operand): Json {
  switch (operand.kind) {
    case 'var':
      return { var: operand.path };
    case 'function':
      return { [operand.name]: { var: operand.path } };
    case 'value':
      return operand.value;
    case 'raw':
      return operand.json;
  }
}

/** A JSON-Logic condition as the editor's tree. */
export function toTree(json: Json): ConditionNode {
  const op = operation(json);
  if (!op) return { kind: 'raw', json };
  const [name, args] = op;
  if ((name === 'and' || name === 'or') && Array.isArray(args) && args.length > 0) {
    return { kind: 'group', operator: name, children: args.map(toTree) };
  }
  // `{"!": [x]}` is the same test, but written so it must come back so: only the bare form is drawn.
  if (name === '!' && !Array.isArray(args)) return { kind: 'not', child: toTree(args) };
  if (isComparison(name) && Array.isArray(args)) {
    const [left, right, flags] = args;
    const arity = name === 'match' ? args.length === 2 || args.length === 3 : args.length === 2;
    if (arity && left !== undefined && right !== undefined) {
      const node: ConditionNode = {
        kind: 'comparison',
        operator: name,
        left: toOperand(left),
        right: toOperand(right),
      };
      return flags === undefined ? node : { ...node, flags: toOperand(flags) };
    }
  }
  return { kind: 'raw', json };
}

/** The editor's tree as JSON-Logic. */
export function fromTree(node: ConditionNode): Json {
  switch (node.kind) {
    case 'group':
      return { [node.operator]: node.children.map(fromTree) };
    case 'not':
      return { '!': fromTree(node.child) };
    case 'comparison': {
      const args = [fromOperand(node.left), fromOperand(node.right)];
      return { [node.operator]: node.flags ? [...args, fromOperand(node.flags)] : args };
    }
    case 'raw':
      return node.json;
  }
}

/** Every `var` path a piece of JSON-Logic reads, in the order written, each once. */
export function varsIn(json: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(json)) {
    for (const item of json) varsIn(item, found);
  } else if (isRecord(json)) {
    const path = varPath(json);
    if (path !== undefined) found.add(path);
    else for (const value of Object.values(json)) varsIn(value, found);
  }
  return found;
}
