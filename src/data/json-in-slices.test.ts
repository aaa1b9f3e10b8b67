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

/** The text cut at the given places, as a file's decoded chunks cut it: anywhere, even inside a string or an escape. */
function cutInto(text: string, at: number[]): string[] {
  const cuts = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [...cuts, text.length].map((end, k) => text.slice(k === 0 ? 0 : cuts[k - 1], end));
}

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
  // A long list's rows, as the database sends them.
  fc
    .array(fc.oneof(objectArbitrary, fc.jsonValue()), { maxLength: 20 })
    .chain((rows) => fc.constantFrom(JSON.stringify(rows), JSON.stringify(rows, null, 1))),
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

  it('gives the same for the text in parts, cut anywhere, as for the whole (500 runs, and 500 damaged)', () => {
    const cuts = fc.array(fc.nat(), { maxLength: 12 });
    fc.assert(
      fc.property(textArbitrary, cuts, (text, at) => {
        expect(parsed(text, (whole) => runToEnd(parseJsonSteps(cutInto(whole, at))))).toEqual(parsed(text, JSON.parse));
      }),
      { numRuns: 500 },
    );
    const damaged = fc.record({ text: textArbitrary, at: fc.nat(), insert: fc.constantFrom('"', '\\', ']', '}', 'x') });
    fc.assert(
      fc.property(damaged, cuts, ({ text, at, insert }, cutAt) => {
        const place = at % (text.length + 1);
        const broken = text.slice(0, place) + insert + text.slice(place);
        expect(parsed(broken, (whole) => runToEnd(parseJsonSteps(cutInto(whole, cutAt))))).toEqual(
          parsed(broken, JSON.parse),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('steps through parts telling how far into the whole it is', () => {
    const text = JSON.stringify({ format: 'x', decisions: [{ a: 1 }, { b: '],}"' }, { c: '长期' }], reviews: [] });
    const whole = [...parseJsonSteps(text)];
    expect([...parseJsonSteps(cutInto(text, [3, 17, 18, 30, 41]))]).toEqual(whole);
  });

  it('takes a step after each element of a top-level array, telling how far into the text it is', () => {
    const text = JSON.stringify({ format: 'x', decisions: [{ a: 1 }, { b: '],}"' }], reviews: [], more: [3] });
    const steps = [...parseJsonSteps(text)];
    expect(steps).toHaveLength(3);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBeLessThan(text.length);
  });

  it('takes a step after each row of a top-level array, and gives the rows', () => {
    const rows = [{ id: 'a', name: '长期 ]' }, { id: 'b' }, [1, 2], 'x', null];
    const text = ` ${JSON.stringify(rows)}\n`;
    const steps = [...parseJsonSteps(cutInto(text, [5, 9]))];
    expect(steps).toHaveLength(rows.length);
    expect(runToEnd(parseJsonSteps(text))).toEqual(rows);
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
