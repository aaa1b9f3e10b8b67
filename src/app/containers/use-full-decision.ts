/**
 * The whole of a decision the lists hold only as a summary: its answers and
 * evaluation result, read from the store when a screen that needs them opens.
 * Lists keep summaries so that years of history cost nothing at sign-in; the
 * one decision being looked at is read in full, once per opening.
 */
import { useEffect, useState } from 'react';
import type { StorePort } from '../../data/ports';
import type { Decision, DecisionSummary } from '../../data/types';
import { type UserMessage, userMessage } from '../../i18n/user-message';
import { useStableCallback } from '../../ui/common/use-stable-callback';

/**
 * The full decision once read, null before (and while no summary is given).
 * A decision that is gone, or a read that fails, is reported to `onFailed` with
 * the words the investor should see.
 */
export function useFullDecision(
  store: Pick<StorePort, 'getDecision'>,
  summary: DecisionSummary | null,
  onFailed: (message: UserMessage) => void,
): Decision | null {
  const [loaded, setLoaded] = useState<Decision | null>(null);
  const failed = useStableCallback(onFailed);
  const id = summary?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    let current = true;
    store.getDecision(id).then(
      (decision) => {
        if (!current) return;
        if (decision) setLoaded(decision);
        else failed({ key: 'errors:decisionNotFound' });
      },
      (error: unknown) => {
        if (current) failed(userMessage(error, 'errors:loadFailed'));
      },
    );
    return () => {
      current = false;
    };
  }, [store, id, failed]);
  return loaded !== null && loaded.id === id ? loaded : null;
}
