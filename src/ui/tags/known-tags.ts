/**
 * The tags an investor uses across the journal: what the tag editor suggests
 * while typing (and what a filter by tag may offer).
 */
import type { DecisionSummary } from '../../data/types';

/** Every distinct tag (alike in any case counts once), the most used first, then alphabetically. */
export function knownTags(decisions: readonly Pick<DecisionSummary, 'tags'>[]): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const { tags } of decisions) {
    for (const tag of tags) {
      const key = tag.toLowerCase();
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).map(({ tag }) => tag);
}
