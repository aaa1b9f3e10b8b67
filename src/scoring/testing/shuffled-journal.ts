/**
 * For the property "the same result for any order": a journal (decisions and
 * reviews) together with a shuffled copy of each list, so a test compares the
 * computation on both.
 */
import fc from 'fast-check';

export function withShuffledCopies<D, R>(
  journal: fc.Arbitrary<readonly [D[], R[]]>,
): fc.Arbitrary<[readonly [D[], R[]], D[], R[]]> {
  return journal.chain(([decisions, reviews]) =>
    fc.tuple(
      fc.constant([decisions, reviews] as const),
      fc.shuffledSubarray(decisions, { minLength: decisions.length }),
      fc.shuffledSubarray(reviews, { minLength: reviews.length }),
    ),
  );
}
