/**
 * Saving a decision's tags from any page that shows them (the editor, the
 * evaluation): each change goes to the store at once, the latest one winning,
 * and what it stored goes to the session (`DECISION_TAGS_SAVED`), whose lists
 * then show it everywhere. Until a change is stored (or after it failed) the
 * page shows the tags as changed, with the status beside them and Retry.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { StorePort } from '../../data/ports';
import type { DecisionSummary } from '../../data/types';
import { useMessageText } from '../../ui/common/use-message-text';
import { useStableCallback } from '../../ui/common/use-stable-callback';
import type { SaveStatusValue } from '../../ui/editor/SaveStatus';
import { knownTags } from '../../ui/tags/known-tags';
import type { TagEditorProps } from '../../ui/tags/TagEditor';

/** What the session gives the pages about tags: every decision's, and where a save is reported. */
export interface DecisionTagsSource {
  /** The decision's stored tags; null when the session holds no such decision (a draft never saved). */
  tagsOf(id: string): readonly string[] | null;
  /** Every tag the investor uses, for suggestions. */
  known: readonly string[];
  onSaved(id: string, tags: string[]): void;
}

/** The source for these decisions: built once per change of the list. */
export function useDecisionTagsSource(
  decisions: readonly DecisionSummary[],
  onSaved: (id: string, tags: string[]) => void,
): DecisionTagsSource {
  const saved = useStableCallback(onSaved);
  return useMemo(() => {
    const byId = new Map(decisions.map((d) => [d.id, d.tags]));
    return { tagsOf: (id) => byId.get(id) ?? null, known: knownTags(decisions), onSaved: saved };
  }, [decisions, saved]);
}

/** The TagEditor's props for one decision; null while the decision is not saved yet (it has no row to tag). */
export function useDecisionTags(
  store: Pick<StorePort, 'setDecisionTags'>,
  source: DecisionTagsSource,
  decisionId: string,
): TagEditorProps | null {
  const texts = useMessageText();
  const stored = source.tagsOf(decisionId);
  const [pending, setPending] = useState<{ tags: string[]; status: SaveStatusValue; error: string | null } | null>(
    null,
  );
  const [status, setStatus] = useState<SaveStatusValue>('idle');
  const latest = useRef(0);
  const { onSaved } = source;

  const save = useCallback(
    (tags: string[]) => {
      const run = ++latest.current;
      setPending({ tags, status: 'saving', error: null });
      store.setDecisionTags(decisionId, tags).then(
        (kept) => {
          if (run !== latest.current) return;
          onSaved(decisionId, kept);
          setPending(null);
          setStatus('saved');
        },
        (error: unknown) => {
          if (run !== latest.current) return;
          setPending({ tags, status: 'failed', error: texts.error(error) });
        },
      );
    },
    [store, decisionId, onSaved, texts],
  );

  if (stored === null) return null;
  return {
    tags: pending?.tags ?? stored,
    suggestions: source.known,
    status: pending?.status ?? status,
    error: pending?.error ?? null,
    onChange: save,
    onRetry: () => pending && save(pending.tags),
  };
}
