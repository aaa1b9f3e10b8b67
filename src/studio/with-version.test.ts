import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVersion } from './with-version';

const key = fc
  .string({ minLength: 1, maxLength: 8 })
  .filter((k) => k !== 'version' && !/^\d+$/.test(k) && k !== '__proto__');
const json = fc.dictionary(key, fc.oneof(fc.string(), fc.integer(), fc.dictionary(key, fc.string(), { maxKeys: 2 })), {
  maxKeys: 4,
});
const version = fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)).map((parts) => parts.join('.'));

describe('withVersion', () => {
  it('changes the top-level version and nothing else, in any layout', () => {
    fc.assert(
      fc.property(json, json, fc.string(), version, fc.constantFrom(0, 2, '\t'), (head, tail, old, next, indent) => {
        const data = { ...head, nested: { version: 'keep' }, version: old, ...tail };
        const text = JSON.stringify(data, null, indent);
        const edited = withVersion(text, next);
        expect(JSON.parse(edited)).toEqual({ ...data, version: next });
        const at = text.indexOf(JSON.stringify(old), text.lastIndexOf('"version"'));
        expect(edited.slice(0, at)).toBe(text.slice(0, at));
      }),
    );
  });

  it('adds a version to a text without one', () => {
    expect(JSON.parse(withVersion('{ "id": "x" }', '1.0.1'))).toEqual({ id: 'x', version: '1.0.1' });
  });
});
