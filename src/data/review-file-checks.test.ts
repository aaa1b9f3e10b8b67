/** The checks every second-opinion file passes before its fields are read. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestingDepthAbove, prototypeKeyPath, unknownField } from './review-file-checks';

/** How deeply a parsed JSON value nests arrays and objects. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...items.map(depthOf));
}

describe('nestingDepthAbove', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(nestingDepthAbove('[[1]]', 2)).toBe(false);
    expect(nestingDepthAbove('[[[1]]]', 2)).toBe(true);
    expect(nestingDepthAbove('["[[[[", {"a": "}}}{{{"}]', 2)).toBe(false);
    expect(nestingDepthAbove('["\\"[[[", {"a": "\\\\"}, [[1]]]', 2)).toBe(true);
    expect(nestingDepthAbove('["\\\\", [1]]', 1)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        expect(nestingDepthAbove(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});

describe('prototypeKeyPath', () => {
  it('finds a prototype-named key anywhere, as written in JSON, and names where', () => {
    expect(prototypeKeyPath(JSON.parse('{"a": [{"b": 1}, {"__proto__": {}}]}'))).toBe('a[1].__proto__');
    expect(prototypeKeyPath(JSON.parse('{"a": {"constructor": 1}}'))).toBe('a.constructor');
    expect(prototypeKeyPath(JSON.parse('[{"prototype": null}]'))).toBe('[0].prototype');
    expect(prototypeKeyPath({ a: 'constructor', b: ['__proto__'] })).toBeNull();
  });
});

describe('unknownField', () => {
  it('names the first key that is not a field, with its prefix', () => {
    expect(unknownField({ a: 1, b: 2 }, ['a', 'b'])).toBeNull();
    expect(unknownField({ a: 1, c: 2 }, ['a', 'b'], 'decision.')).toBe('decision.c');
  });
});
