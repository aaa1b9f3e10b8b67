/**
 * The journal as this browser last kept it (`journal-cache.ts`), shown while the
 * database opens: on a reload before the backend has loaded (App), and while
 * the session checks who is signed in and loads their data (SessionContainer).
 * Both render the dashboard at the same place in the tree as the loaded one,
 * so the database's rows replace these in place.
 */
import { useEffect, useState } from 'react';
import type { DecisionSummary } from '../../data/types';
import type { JournalCache } from '../journal-cache';
import { DashboardContainer, type DashboardContainerProps } from './DashboardContainer';

/** The user's cached journal: at once when it was already read, else once the read settles; null when there is none. */
export function useCachedJournal(cache: JournalCache, userId: string | null): DecisionSummary[] | null {
  const [read, setRead] = useState<{ userId: string; decisions: DecisionSummary[] | null } | null>(null);
  useEffect(() => {
    if (!userId || cache.peek(userId) !== undefined) return;
    let alive = true;
    void cache.read(userId).then((decisions) => alive && setRead({ userId, decisions }));
    return () => {
      alive = false;
    };
  }, [cache, userId]);
  if (!userId) return null;
  const known = cache.peek(userId);
  if (known !== undefined) return known;
  return read?.userId === userId ? read.decisions : null;
}

const nothing = () => {};
/** The search is held back while the journal opens; this answers should anything ask. */
const noSearch = { searchDecisions: async () => [] };

/** The dashboard's props over the cached rows, marked as opening: its actions wait for the database. */
export function openingDashboardProps(decisions: DecisionSummary[], stageCount: number): DashboardContainerProps {
  return {
    opening: true,
    profile: null,
    store: noSearch,
    decisions,
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
 * Before the backend has loaded. The same shape as the session's signed-in content (a slot for the export
 * reminder, then the dashboard), for the session's own opening view to follow it.
 */
export function OpeningDashboard({
  cache,
  userId,
  stageCount,
}: {
  cache: JournalCache;
  userId: string;
  stageCount: number;
}) {
  const decisions = useCachedJournal(cache, userId);
  if (!decisions) return null;
  return (
    <>
      {null}
      <DashboardContainer {...openingDashboardProps(decisions, stageCount)} />
    </>
  );
}
