/**
 * The production form compares props, schemas, form data and errors with
 * plain-equals in place of fast-equals: on the values a form holds it must
 * answer exactly as @rjsf/utils' own deepEquals (fast-equals, as tests and dev
 * load it) does.
 */

import { deepEquals as reference } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from './plain-equals';

// Configured as @rjsf/utils configures fast-equals.
const plain = createCustomEqual({
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
});

const handlers = [() => 1, () => 2];
/** What a form holds: JSON values, dates, the odd function (callbacks in props), null-prototype objects. */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: false }),
    fc.constantFrom(...handlers),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('node'), { maxKeys: 4 }),
  ),
})).node;

/** A deep copy, so equal values are never the same objects. */
function copy(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(copy);
  if (input instanceof Date) return new Date(input.getTime());
  if (input && typeof input === 'object') {
    return Object.fromEntries(Object.entries(input).map(([key, entry]) => [key, copy(entry)]));
  }
  return input;
}

describe('plain-equals answers as fast-equals', () => {
  it('on a value and its deep copy', () => {
    fc.assert(
      fc.property(value, (x) => {
        expect(plain(x, copy(x))).toBe(reference(x, copy(x)));
      }),
      { numRuns: 500 },
    );
  });

  it('on two unrelated values', () => {
    fc.assert(
      fc.property(value, value, (x, y) => {
        expect(plain(x, y)).toBe(reference(x, y));
      }),
      { numRuns: 500 },
    );
  });

  it('on objects that differ in one nested answer, one key or key order', () => {
    const a = { '1-1': 'Grow', '1-2': ['a', 'b'], nested: { when: new Date(0), n: 0 } };
    const cases: unknown[] = [
      { '1-1': 'Grow', '1-2': ['a', 'b'], nested: { when: new Date(0), n: 0 } },
      { '1-2': ['a', 'b'], '1-1': 'Grow', nested: { n: 0, when: new Date(0) } },
      { '1-1': 'Grow', '1-2': ['a', 'c'], nested: { when: new Date(0), n: 0 } },
      { '1-1': 'Grow', '1-2': ['a', 'b'], nested: { when: new Date(0), n: -0 } },
      { '1-1': 'Grow', '1-2': ['a', 'b'], nested: { when: new Date(1), n: 0 } },
      { '1-1': 'Grow', '1-2': ['a', 'b'], nested: { when: new Date(0), n: 0 }, extra: undefined },
      Object.assign(Object.create(null), { '1-1': 'Grow' }),
    ];
    for (const b of cases) expect(plain(a, b)).toBe(reference(a, b));
  });

  it('on cycles and on React elements that differ only in their owner', () => {
    const loop = (): Record<string, unknown> => {
      const node: Record<string, unknown> = { name: 'n' };
      node.self = node;
      return node;
    };
    expect(plain(loop(), loop())).toBe(true);
    expect(plain(loop(), { name: 'n', self: { name: 'm' } })).toBe(
      reference(loop(), { name: 'n', self: { name: 'm' } }),
    );
    const element = (owner: object) => ({
      $$typeof: Symbol.for('react.element'),
      type: 'div',
      props: {},
      _owner: owner,
    });
    expect(plain(element({ a: 1 }), element({ b: 2 }))).toBe(true);
  });
});
