import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagsArbitrary } from '../../data/contract/arbitraries';
import { knownTags } from './known-tags';

describe('the tags an investor uses', () => {
  it('are each distinct tag once, alike in any case counting as one, the most used first', () => {
    const decisions = [{ tags: ['options', 'Dividend'] }, { tags: ['dividend', '港股'] }, { tags: ['A-shares'] }];
    expect(knownTags(decisions)).toEqual(['Dividend', 'A-shares', 'options', '港股']);
  });

  it('hold every tag of every decision and no other', () => {
    fc.assert(
      fc.property(
        fc.array(
          tagsArbitrary.map((tags) => ({ tags })),
          { maxLength: 8 },
        ),
        (decisions) => {
          const known = knownTags(decisions).map((tag) => tag.toLowerCase());
          const all = new Set(decisions.flatMap((d) => d.tags.map((tag) => tag.toLowerCase())));
          expect(new Set(known)).toEqual(all);
          expect(known).toHaveLength(all.size);
        },
      ),
    );
  });
});
