/**
 * Rows that fail the shape checks on read are skipped and reported
 * once each, so a damaged row never crashes the app nor floods the console.
 */
export type SkippedKind =
  | 'profile'
  | 'decision'
  | 'riskAssessment'
  | 'review'
  | 'sharedPacket'
  | 'secondOpinion'
  | 'share';

export interface SkippedRow {
  kind: SkippedKind;
  /** The row's id when it has a readable one. */
  id: string | null;
}

type Listener = (row: SkippedRow) => void;

export interface SkippedRowReporter {
  report(kind: SkippedKind, row: Record<string, unknown>): void;
}

/** A reporter that remembers what it reported; `sink` defaults to the console. */
export function createSkippedRowReporter(sink?: Listener): SkippedRowReporter {
  const seen = new Set<string>();
  const deliver: Listener =
    sink ?? ((row) => console.warn(`Skipped a stored ${row.kind} that failed the shape checks`, row.id ?? '(no id)'));
  return {
    report(kind, row) {
      const id = typeof row.id === 'string' ? row.id : typeof row.user_id === 'string' ? row.user_id : null;
      const key = `${kind}:${id ?? JSON.stringify(row).slice(0, 200)}`;
      if (seen.has(key)) return;
      seen.add(key);
      deliver({ kind, id });
    },
  };
}
