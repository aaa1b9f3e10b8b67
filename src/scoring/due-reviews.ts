/** Which decisions are due for review at a moment: overdue first, each with how many whole days overdue. */
export interface Scheduled<T> {
  item: T;
  /** ISO 8601; null when the decision has no review date. */
  dueAt: string | null;
}

export interface DueReview<T> {
  item: T;
  dueAt: string;
  /** Whole days since the review fell due; 0 on the day itself. */
  daysOverdue: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueReviews<T>(scheduled: readonly Scheduled<T>[], now: Date): DueReview<T>[] {
  const due: DueReview<T>[] = [];
  for (const { item, dueAt } of scheduled) {
    const at = dueAt === null ? Number.NaN : Date.parse(dueAt);
    if (!(at <= now.getTime())) continue;
    due.push({ item, dueAt: new Date(at).toISOString(), daysOverdue: Math.floor((now.getTime() - at) / DAY_MS) });
  }
  // A date passing never drops a review: the longest overdue simply comes first.
  return due.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}
