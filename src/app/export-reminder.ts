/**
 * When the investor last exported, kept per account in this browser, and how
 * much changed since: enough changes and the dashboard reminds them to export.
 * The embedded database lives in one browser profile; an export is the only
 * copy that survives clearing it.
 */
import type { DecisionSummary, RiskAssessment } from '../data/types';

/** Changes (decisions saved, assessments taken) since the last export that earn a reminder. */
export const EXPORT_REMINDER_CHANGES = 10;

const key = (userId: string) => `investment-checkpoint.lastExport.${userId}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** ISO time of the last export from this browser, or null. */
export function lastExport(userId: string, store: Storage | null = storage()): string | null {
  try {
    const value = store?.getItem(key(userId)) ?? null;
    return value && !Number.isNaN(Date.parse(value)) ? value : null;
  } catch {
    return null;
  }
}

export function recordExport(userId: string, at: Date = new Date(), store: Storage | null = storage()): void {
  try {
    store?.setItem(key(userId), at.toISOString());
  } catch {
    // A full or blocked storage only costs the reminder its memory; the export itself is done.
  }
}

export function forgetExport(userId: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(key(userId));
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}

/** Decisions changed and assessments taken after `since` (everything when there was no export). */
export function changesSince(
  decisions: DecisionSummary[],
  assessments: RiskAssessment[],
  since: string | null,
): number {
  const after = (time: string) => since === null || Date.parse(time) > Date.parse(since);
  return decisions.filter((d) => after(d.updatedAt)).length + assessments.filter((a) => after(a.createdAt)).length;
}
