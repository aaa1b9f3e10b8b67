import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonSteps } from './json-in-slices';
import { runToEnd } from './main-thread-slices';

/** What JSON.parse gives, or that it throws. */
function parsed(text: string, parse: (text: string) => unknown): { value: unknown } | { threw: true } {
  try {
    return { value: parse(text) };
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return { threw: true };
  }
}

const inSteps = (text: string) => runToEnd(parseJsonSteps(text));

/** An object like an export: some plain members, some long arrays of records. */
const objectArbitrary = fc.dictionary(
  fc.string(),
  fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 20 })),
  { maxKeys: 8 },
);

const textArbitrary = fc.oneof(
  objectArbitrary.chain((value) =>
    fc.constantFrom(JSON.stringify(value), JSON.stringify(value, null, 2), JSON.stringify(value, null, '\t')),
  ),
  fc.json(),
);

describe('parseJsonSteps', () => {
  it('gives what JSON.parse gives, for any JSON text (500 runs)', () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        expect(parsed(text, inSteps)).toEqual(parsed(text, JSON.parse));
      }),
      { numRuns: 500 },
    );
  });

  it('throws where JSON.parse throws, and agrees where it does not, for damaged texts (1,000 runs)', () => {
    const damaged = textArbitrary.chain((text) =>
      fc.record({
        text: fc.constant(text),
        at: fc.nat({ max: text.length }),
        cut: fc.nat({ max: 3 }),
        insert: fc.constantFrom('', ',', ']', '}', '[', '{', '"', '\\', ' ', ':', '1', 'x'),
      }),
    );
    fc.assert(
      fc.property(damaged, ({ text, at, cut, insert }) => {
        const broken = text.slice(0, at) + insert + text.slice(at + cut);
        expect(parsed(broken, inSteps)).toEqual(parsed(broken, JSON.parse));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes a step after each element of a top-level array, telling how far into the text it is', () => {
    const text = JSON.stringify({ format: 'x', decisions: [{ a: 1 }, { b: '],}"' }], reviews: [], more: [3] });
    const steps = [...parseJsonSteps(text)];
    expect(steps).toHaveLength(3);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBeLessThan(text.length);
  });

  it('keeps a "__proto__" key a plain property, and a key given twice as its last value, as JSON.parse does', () => {
    for (const text of ['{"__proto__":[{"polluted":true}],"a":[1]}', '{"a":[1,2],"b":0,"a":[3]}']) {
      const value = inSteps(text) as Record<string, unknown>;
      expect(value).toEqual(JSON.parse(text));
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
