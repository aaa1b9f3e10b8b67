import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterJournal, JOURNAL_STATUSES, type JournalFilter, NO_FILTER, withTag } from './journal-filter';

const decision = fc.record({
  id: fc.uuid(),
  stage: fc.integer({ min: 1, max: 7 }),
  completed: fc.boolean(),
  evaluated: fc.boolean(),
  evaluationScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});
const decisions = fc.uniqueArray(decision, { selector: (d) => d.id, maxLength: 30 });
const ratingOf = (score: number) => (score >= 50 ? 'high' : 'low');

describe('the journal filter', () => {
  it('lets everything through, as the same list, when nothing filters', () => {
    fc.assert(
      fc.property(decisions, (list) => {
        expect(filterJournal(list, NO_FILTER, { matches: null, due: new Set(), ratingOf })).toBe(list);
      }),
    );
  });

  it('keeps exactly the decisions that the search found and that have the status, stage and rating, in their order', () => {
    const filter = fc.record<JournalFilter>({
      query: fc.constantFrom('', 'moat'),
      status: fc.constantFrom(...JOURNAL_STATUSES),
      stage: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
      rating: fc.constantFrom(null, 'high', 'low'),
      tag: fc.constant(null),
    });
    fc.assert(
      fc.property(decisions, filter, fc.func(fc.boolean()), fc.func(fc.boolean()), (list, f, found, isDue) => {
        const matches = f.query ? new Set(list.filter((d) => found(d.id)).map((d) => d.id)) : null;
        const due = new Set(list.filter((d) => isDue(d.id)).map((d) => d.id));
        const kept = filterJournal(list, f, { matches, due, ratingOf });
        const status = {
          all: () => true,
          inProgress: (d: (typeof list)[number]) => !d.completed,
          completed: (d: (typeof list)[number]) => d.completed && !d.evaluated,
          evaluated: (d: (typeof list)[number]) => d.evaluated,
          due: (d: (typeof list)[number]) => due.has(d.id),
        }[f.status];
        const expected = list.filter(
          (d) =>
            (matches === null || matches.has(d.id)) &&
            status(d) &&
            (f.stage === null || (!d.completed && d.stage === f.stage)) &&
            (f.rating === null || (d.evaluationScore !== null && ratingOf(d.evaluationScore) === f.rating)),
        );
        expect(kept).toEqual(expected);
        if (expected.length === list.length) expect(kept).toBe(list);
      }),
    );
  });
});

describe('the tag scope', () => {
  const tagged = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      tags: fc.uniqueArray(fc.constantFrom<string>('dividend', 'A股', 'options', 'Dividend')),
    }),
    { selector: (d) => d.id, maxLength: 30 },
  );

  it('keeps exactly the decisions carrying the tag in any case, in their order, and the same list when it keeps all', () => {
    fc.assert(
      fc.property(tagged, fc.constantFrom(null, 'dividend', 'DIVIDEND', 'A股', 'options'), (list, tag) => {
        const kept = withTag(list, tag);
        const carries = (d: (typeof list)[number]) =>
          tag !== null && d.tags.some((own) => own.toLowerCase() === tag.toLowerCase());
        expect(kept).toEqual(tag === null ? list : list.filter(carries));
        if (kept.length === list.length) expect(kept).toBe(list);
      }),
    );
  });
});
