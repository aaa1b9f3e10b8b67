/**
 * Which decisions the journal shows under the investor's filter: the words
 * they searched for (matched by the database, which alone holds the answers),
 * a status, the stage a decision in progress has reached and a rating. Pure,
 * so the journal and its tests agree.
 */
import type { DecisionSummary } from '../../data/types';

export const JOURNAL_STATUSES = ['all', 'inProgress', 'completed', 'evaluated', 'due'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

export interface JournalFilter {
  /** What the investor typed; blank searches nothing. */
  query: string;
  status: JournalStatus;
  /**
   * A stage number (1-based): the decisions still in progress at that stage, or null for any. A completed
   * decision has left every stage, so a stage keeps none of them.
   */
  stage: number | null;
  /** A rating key of the evaluation rules, or null for any. */
  rating: string | null;
  /**
   * A tag, or null for any. Unlike the others it scopes the whole dashboard, lists and statistics alike
   * (see `withTag`), so "how do my dividend decisions turn out" reads off the same cards.
   */
  tag: string | null;
}

export const NO_FILTER: JournalFilter = { query: '', status: 'all', stage: null, rating: null, tag: null };

export function isFiltering(filter: JournalFilter): boolean {
  return (
    filter.query.trim() !== '' ||
    filter.status !== 'all' ||
    filter.stage !== null ||
    filter.rating !== null ||
    filter.tag !== null
  );
}

type Filtered = Pick<DecisionSummary, 'id' | 'stage' | 'completed' | 'evaluated' | 'evaluationScore'>;

export interface FilterFacts {
  /** The ids the search found; null while nothing is searched for. */
  matches: ReadonlySet<string> | null;
  /** The ids of the decisions due for review. */
  due: ReadonlySet<string>;
  /** The rating key a score falls in. */
  ratingOf: (score: number) => string;
}

function hasStatus(decision: Filtered, status: JournalStatus, due: ReadonlySet<string>): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'inProgress':
      return !decision.completed;
    case 'completed':
      return decision.completed && !decision.evaluated;
    case 'evaluated':
      return decision.evaluated;
    case 'due':
      return due.has(decision.id);
  }
}

/**
 * The decisions the filter lets through, in their order. When it lets every one
 * through (nothing filters, or the search has not answered yet) it is the same
 * array, so a long list is not laid out again for nothing.
 */
export function filterJournal<D extends Filtered>(
  decisions: readonly D[],
  filter: JournalFilter,
  facts: FilterFacts,
): readonly D[] {
  if (!isFiltering(filter)) return decisions;
  const kept = decisions.filter(
    (decision) =>
      (facts.matches === null || facts.matches.has(decision.id)) &&
      hasStatus(decision, filter.status, facts.due) &&
      (filter.stage === null || (!decision.completed && decision.stage === filter.stage)) &&
      (filter.rating === null ||
        (decision.evaluationScore !== null && facts.ratingOf(decision.evaluationScore) === filter.rating)),
  );
  return kept.length === decisions.length ? decisions : kept;
}

/**
 * The decisions carrying the tag, in their order; the same array when no tag is chosen or all carry it.
 * Tags alike in any case are one tag, as the tag editor and `knownTags` count them.
 */
export function withTag<D extends { tags: readonly string[] }>(
  decisions: readonly D[],
  tag: string | null,
): readonly D[] {
  if (tag === null) return decisions;
  const wanted = tag.toLowerCase();
  const kept = decisions.filter((decision) => decision.tags.some((own) => own.toLowerCase() === wanted));
  return kept.length === decisions.length ? decisions : kept;
}
