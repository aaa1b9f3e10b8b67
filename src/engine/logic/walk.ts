/**
 * Walks a JSON-Logic rule as data, so tools can see what a rule reads and
 * whether it is well formed without running it.
 */
import { childPath } from '../../content/json-path';

export interface LogicNode {
  /** The operation, e.g. "==" or "match". */
  op: string;
  /** Its arguments as written (the unary form {"var": "x"} is read as ["x"]). */
  args: unknown[];
  /** JSON path of the node, e.g. "$.stages.3.rules[0].when.and[1]". */
  path: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Calls `visit` for every operation node (an object with exactly one key) and
 * `malformed` for every object that cannot be an operation (none or several keys):
 * json-logic-js would silently treat such an object as a constant.
 */
export function walkLogic(
  rule: unknown,
  path: string,
  visit: (node: LogicNode) => void,
  malformed: (path: string, keys: string[]) => void = () => {},
): void {
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => {
      walkLogic(item, childPath(path, index), visit, malformed);
    });
    return;
  }
  if (!isPlainObject(rule)) return;
  const keys = Object.keys(rule);
  const [op] = keys;
  if (keys.length !== 1 || op === undefined) {
    malformed(path, keys);
    return;
  }
  const raw = rule[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const opPath = childPath(path, op);
  visit({ op, args, path: opPath });
  walkLogic(raw, opPath, visit, malformed);
}
