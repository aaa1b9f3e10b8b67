import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textChange } from './text-change';

const apply = (text: string, { from, to, insert }: ReturnType<typeof textChange>) =>
  text.slice(0, from) + insert + text.slice(to);

describe('textChange', () => {
  it('turns any text into any other', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(apply(before, textChange(before, after))).toBe(after);
      }),
    );
  });

  it('replaces only what lies between the shared start and end', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (head, removed, added, tail) => {
        const change = textChange(head + removed + tail, head + added + tail);
        expect(change.to - change.from).toBeLessThanOrEqual(removed.length);
        expect(change.insert.length).toBeLessThanOrEqual(added.length);
      }),
    );
  });

  it('changes nothing between equal texts', () => {
    expect(textChange('{ "a": 1 }', '{ "a": 1 }')).toEqual({ from: 10, to: 10, insert: '' });
  });

  it('a saved file’s final newline is one insertion at the end', () => {
    expect(textChange('{}', '{}\n')).toEqual({ from: 2, to: 2, insert: '\n' });
  });
});
