/**
 * What the production bundle uses in place of fast-equals inside @rjsf/utils
 * (swapped in by build/rjsf-aliases.ts): RJSF builds its deepEquals with
 * `createCustomEqual({ circular: true, areFunctionsEqual })` and compares props,
 * schemas, form data and errors with it on every change. Those are JSON-like
 * values (objects, arrays, primitives, functions, a Date at most), so this
 * small comparator covers them the way fast-equals does: SameValue for
 * numbers, same constructor, own enumerable keys, React elements' owner
 * skipped, cycles tracked. Values of other kinds (Map, typed arrays, URL…)
 * compare equal only when they are the same object, which costs a re-render at
 * worst, never a missed one. plain-equals.test.ts holds it to fast-equals.
 */

type Equal = (a: unknown, b: unknown) => boolean;
type FunctionsEqual = (a: unknown, b: unknown) => boolean;

interface CustomEqualOptions {
  createCustomConfig?: (config: Record<string, unknown>) => { areFunctionsEqual?: FunctionsEqual };
}

const REACT_OWNER_KEYS = new Set(['_owner', '__o', '__v']);

export function createCustomEqual(options: CustomEqualOptions = {}): Equal {
  const areFunctionsEqual: FunctionsEqual = options.createCustomConfig?.({}).areFunctionsEqual ?? ((a, b) => a === b);
  // The pairs being compared further up: a cycle compares equal when both sides loop back to the same pair.
  const pending = new WeakMap<object, object>();

  const objectsEqual = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    const react = Boolean(a.$$typeof || b.$$typeof);
    for (const key of keys) {
      if (react && REACT_OWNER_KEYS.has(key)) continue;
      if (!Object.hasOwn(b, key) || !Object.prototype.propertyIsEnumerable.call(b, key)) return false;
      if (!equal(a[key], b[key])) return false;
    }
    return true;
  };

  const arraysEqual = (a: unknown[], b: unknown[]): boolean => {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!equal(a[index], b[index])) return false;
    return true;
  };

  const structuresEqual = (a: object, b: object): boolean => {
    if (Array.isArray(a)) return Array.isArray(b) && arraysEqual(a, b);
    const maker = a.constructor;
    if (maker === Date) return Object.is((a as Date).getTime(), (b as Date).getTime());
    if (maker === RegExp) {
      return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
    }
    const plain = maker === Object || maker == null || Object.prototype.toString.call(a) === '[object Object]';
    return plain && objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
  };

  function equal(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (a == null || b == null || typeof a !== typeof b) return false;
    if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
    if (typeof a === 'function') return areFunctionsEqual(a, b);
    if (typeof a !== 'object') return false;
    const left = a as object;
    const right = b as object;
    if (left.constructor !== right.constructor) return false;
    if (pending.has(left) && pending.has(right)) return pending.get(left) === right && pending.get(right) === left;
    pending.set(left, right);
    pending.set(right, left);
    try {
      return structuresEqual(left, right);
    } finally {
      pending.delete(left);
      pending.delete(right);
    }
  }

  return equal;
}
