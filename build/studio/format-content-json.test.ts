import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatContentJson } from './format-content-json.ts';
import { listContentFiles } from './list-content-files.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Keys JSON.parse keeps in the order written: an integer-like key would move to the front of its object. */
const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !/^(0|[1-9]\d*)$/.test(k) && k !== '__proto__');
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 5 }),
  ),
}));

describe('formatContentJson', () => {
  it('leaves every content file of the repository exactly as it is', () => {
    const files = listContentFiles(repo);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = fs.readFileSync(path.join(repo, file), 'utf8');
      expect(formatContentJson(text), file).toBe(text);
    }
  });

  it('keeps the value and the key order, ends with a newline, and is stable once formatted', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          key.filter((k) => !k.startsWith('$')),
          json,
          { maxKeys: 6 },
        ),
        (data) => {
          const once = formatContentJson(JSON.stringify(data));
          expect(once.endsWith('\n')).toBe(true);
          expect(JSON.parse(once)).toEqual(data);
          expect(Object.keys(JSON.parse(once))).toEqual(Object.keys(data));
          expect(formatContentJson(once)).toBe(once);
          expect(formatContentJson(JSON.stringify(data, null, 4))).toBe(
            formatContentJson(JSON.stringify(data, null, 2)),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('puts $schema before the first key that does not start with $, the rest in their order', () => {
    const text = formatContentJson('{"$comment":"c","id":"x","$schema":"../s.json","version":"1.0.0"}');
    expect(Object.keys(JSON.parse(text))).toEqual(['$comment', '$schema', 'id', 'version']);
    expect(text).toBe('{\n  "$comment": "c",\n  "$schema": "../s.json",\n  "id": "x",\n  "version": "1.0.0"\n}\n');
  });

  it('formats with two spaces, keeping an object on one line or spread over several as its author left it', () => {
    expect(formatContentJson('{"a":{\n"b":1}}')).toBe('{\n  "a": {\n    "b": 1\n  }\n}\n');
    expect(formatContentJson('{"a":{"b":1}}')).toBe('{ "a": { "b": 1 } }\n');
  });

  it('throws on text that is not JSON', () => {
    expect(() => formatContentJson('{"a": }')).toThrow();
  });
});
