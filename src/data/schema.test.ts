/**
 * The schema kit decides which stored rows the app reads and which it skips:
 * a record's or an object's check must say the same as reading its own fields
 * one by one would, whatever the input holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { number, object, optional, record, string } from './schema';

const key = fc.string({ maxLength: 4 });
const anything = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null));

describe('a record schema', () => {
  it('passes exactly the records whose own keys and values pass, within its size and with its required keys', () => {
    const shortKey = string({ max: 2 });
    fc.assert(
      fc.property(
        fc.dictionary(key, anything, { maxKeys: 6 }),
        fc.dictionary(key, anything, { maxKeys: 3 }),
        fc.option(fc.nat(6), { nil: undefined }),
        fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
        (own, inherited, max, required) => {
          const input = Object.assign(Object.create(inherited) as object, own) as Record<string, unknown>;
          const entries = Object.entries(own);
          const expected =
            (max === undefined || entries.length <= max) &&
            entries.every(([k, v]) => k.length <= 2 && typeof v === 'number') &&
            required.every((k) => Object.hasOwn(own, k));
          expect(record(shortKey, number(), { max, required }).is(input)).toBe(expected);
        },
      ),
    );
  });

  it('refuses what is not a plain record', () => {
    for (const input of [null, undefined, 1, 'text', [1, 2]]) expect(record(string(), number()).is(input)).toBe(false);
  });
});

describe('an object schema', () => {
  it('checks every listed field, a missing optional one passing, and ignores the rest', () => {
    const shape = object({ name: string({ min: 1 }), score: optional(number({ integer: true })) });
    fc.assert(
      fc.property(
        fc.option(anything, { nil: undefined }),
        fc.option(anything, { nil: undefined }),
        fc.dictionary(key, anything, { maxKeys: 3 }),
        (name, score, extra) => {
          const input: Record<string, unknown> = { ...extra };
          delete input.name;
          delete input.score;
          if (name !== undefined) input.name = name;
          if (score !== undefined) input.score = score;
          const expected =
            typeof name === 'string' &&
            name.length >= 1 &&
            (score === undefined || (typeof score === 'number' && Number.isInteger(score)));
          // Checked twice: the field list is made once and must serve every check alike.
          expect(shape.is(input)).toBe(expected);
          expect(shape.is(input)).toBe(expected);
        },
      ),
    );
  });
});
