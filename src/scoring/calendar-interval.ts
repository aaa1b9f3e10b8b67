/**
 * Adds calendar months, then days, to an instant, in UTC. A day of the month
 * the target month lacks becomes its last day (31 January + 1 month is the
 * last day of February), as calendars and investors count "one month later".
 */
export interface CalendarInterval {
  months?: number;
  days?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function addCalendarInterval(instant: Date, { months = 0, days = 0 }: CalendarInterval): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() + months;
  const day = Math.min(instant.getUTCDate(), daysInMonth(year, month));
  const moved = new Date(instant.getTime());
  // Day first, so setting the month never overflows into the month after.
  moved.setUTCDate(1);
  moved.setUTCFullYear(year, month, day);
  return new Date(moved.getTime() + days * DAY_MS);
}
