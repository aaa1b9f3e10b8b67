/**
 * The journal as this browser last kept it (`journal-cache.ts`), shown while the
 * database opens: before the backend has loaded, while the session checks who is
 * signed in and while it loads their data (SessionContainer, which renders this
 * dashboard at the same place in the tree as the loaded one, so the database's
 * rows replace these in place).
 */
import { useEffect, useState } from 'react';
import type { JournalCache, KeptJournal } from '../journal-cache';
import { afterNextPaint } from '../opening-gate';
import type { DashboardContainerProps } from './DashboardContainer';

/** The user's kept journal: at once when it was already read, else once the read settles; null when there is none. */
export function useCachedJournal(cache: JournalCache, userId: string | null): KeptJournal | null {
  const [read, setRead] = useState<{ userId: string; journal: KeptJournal | null } | null>(null);
  useEffect(() => {
    if (!userId || cache.peek(userId) !== undefined) return;
    let alive = true;
    void cache.read(userId).then((journal) => alive && setRead({ userId, journal }));
    return () => {
      alive = false;
    };
  }, [cache, userId]);
  if (!userId) return null;
  const known = cache.peek(userId);
  if (known !== undefined) return known;
  return read?.userId === userId ? read.journal : null;
}

const nothing = () => {};
/** The search is held back while the journal opens; this answers should anything ask. */
const noSearch = { searchDecisions: async () => [] };

/** The dashboard's props over the kept rows and counts, marked as opening: its actions wait for the database. */
export function openingDashboardProps(kept: KeptJournal, stageCount: number): DashboardContainerProps {
  return {
    opening: true,
    profile: null,
    store: noSearch,
    decisions: kept.decisions,
    counts: { total: kept.total, completed: kept.completed },
    currentAssessment: null,
    stageCount,
    onAssessRisk: nothing,
    assessmentCount: 0,
    onShowRiskHistory: nothing,
    onShowCalibration: nothing,
    onCloseCalibration: nothing,
    onNew: nothing,
    onOpen: nothing,
    onEvaluate: nothing,
    onReview: nothing,
    onStrategiesChange: nothing,
    editors: null,
    editorOpen: false,
  };
}

/**
 * Reports once what was committed with it has painted. Placed after the kept dashboard, in its Suspense
 * boundary: its effect runs only once that dashboard's rows are committed, not merely when the kept copy is read.
 */
export function Painted({ onPainted }: { onPainted: () => void }) {
  // Not withdrawn should the rows go first: whatever replaced them no longer needs the database held.
  useEffect(() => afterNextPaint(onPainted), [onPainted]);
  return null;
}
