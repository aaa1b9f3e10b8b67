import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedData } from './form-edit-data';

describe('the data an RJSF edit writes', () => {
  it('puts the keys of an edited object back in the order the file had them, new keys last', () => {
    const old = { name: 'a', apply: { points: 1 }, when: { '==': [1, 1] }, list: [{ b: 1, a: 2 }] };
    const next = { name: 'a', when: { '==': [1, 2] }, apply: { points: 1 }, extra: true, list: [{ a: 3, b: 1 }] };
    expect(JSON.stringify(editedData(next, old, undefined))).toBe(
      '{"name":"a","apply":{"points":1},"when":{"==":[1,2]},"list":[{"b":1,"a":3}],"extra":true}',
    );
  });

  it('leaves out what the form filled in and the edit left alone, keeps what was typed there', () => {
    const old = { rules: [{ name: 'a', apply: { points: 1 } }], weight: 1 };
    const filled = { rules: [{ name: 'a', apply: { points: 1 }, otherwise: {} }], weight: 1 };
    const edited = { rules: [{ name: 'a', apply: { points: 1 }, otherwise: {} }], weight: 2 };
    expect(editedData(edited, old, filled)).toEqual({ rules: [{ name: 'a', apply: { points: 1 } }], weight: 2 });
    const typed = { rules: [{ name: 'a', apply: { points: 1 }, otherwise: { points: 3 } }], weight: 1 };
    expect(editedData(typed, old, filled)).toEqual(typed);
  });

  it('writes data the file already holds exactly as it is, key order and all', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(JSON.stringify(editedData(data, data, data))).toBe(JSON.stringify(data));
      }),
    );
  });

  it('keeps every value of the file, whatever order the form hands the keys back in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        const reversed = Object.fromEntries(Object.entries(data).reverse());
        expect(JSON.stringify(editedData(reversed, data, undefined))).toBe(JSON.stringify(data));
      }),
    );
  });
});
