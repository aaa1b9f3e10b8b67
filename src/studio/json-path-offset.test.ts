import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPath } from '../content/json-path';
import { jsonPathOffset } from './json-path-offset';

/** Every path in `value` with the value found there. */
function pathsOf(value: unknown, path = '$'): [string, unknown][] {
  const here: [string, unknown] = [path, value];
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => pathsOf(item, childPath(path, index)))];
  if (value !== null && typeof value === 'object') {
    return [here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, childPath(path, key)))];
  }
  return [here];
}

const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    // JSON has no -0: it is written as 0, which is what a file holds.
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('json'), { maxKeys: 4 }),
  ),
}));

describe('jsonPathOffset', () => {
  it('finds where every value of a file starts, in any layout', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        for (const [path, item] of pathsOf(value)) {
          const offset = jsonPathOffset(text, path);
          expect(offset, path).toBeDefined();
          const written = JSON.stringify(item);
          if (item === null || typeof item !== 'object') {
            expect(JSON.parse(text.slice(offset, (offset ?? 0) + written.length)), path).toEqual(item);
          } else expect(text[offset ?? 0], path).toBe(Array.isArray(item) ? '[' : '{');
        }
      }),
    );
  });

  it('falls back to the nearest ancestor for a path the text does not hold', () => {
    const text = '{\n  "stages": [{ "questions": [] }]\n}';
    expect(jsonPathOffset(text, '$.stages[0].questions[3].label.zh')).toBe(text.indexOf('[]'));
    expect(jsonPathOffset(text, '$.missing')).toBe(0);
  });

  it('reads as far as the text is valid while it is being edited', () => {
    const text = '{ "a": { "b": [1, 2] }, "c": oops }';
    expect(jsonPathOffset(text, '$.a.b[1]')).toBe(text.indexOf('2'));
    expect(jsonPathOffset('', '$.a')).toBe(0);
  });

  it('reads quoted keys as the check prints them', () => {
    const text = '{ "a-b": { "x y": 1 } }';
    expect(jsonPathOffset(text, '$["a-b"]["x y"]')).toBe(text.indexOf('1'));
  });
});
