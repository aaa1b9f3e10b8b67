/**
 * When the embedded database may start. Starting it is the heaviest work of an
 * opening page: a worker compiles the engine and reads every decision ever saved,
 * a cost that grows with the journal; on a reload the old page's worker is being
 * torn down with the database it held at the same moment; and on a machine with
 * few cores all of it competes with the page for the CPU. A returning investor's
 * kept journal (journal-cache.ts) needs none of it to show, so the gate holds the
 * database until those rows have painted: the first screen no longer shares the
 * CPU with it. On a reload the old page's database lock is released only once
 * its worker is gone, so much of the wait would have been spent waiting anyway;
 * in a tab opened afresh nothing else is waited for, and the engine's compile
 * comes after the rows instead of beside them.
 *
 * The gate opens when the kept rows report they painted, at once where nothing
 * is kept, and after `limitMs` whatever happens, so a kept journal that never
 * shows (its code failed to load) cannot keep the database shut.
 */

/** Long enough for the kept rows' code to arrive on a slow machine; short beside opening the database. */
export const OPENING_GATE_LIMIT_MS = 1500;

export interface OpeningGate {
  /** Settles once the database may start; it never rejects. */
  passed: Promise<void>;
  /** The kept journal's rows have painted. */
  shown(): void;
}

/** `kept`: whether there is a kept journal to show (its read's outcome); a failed read counts as none. */
export function openingGate(kept: Promise<boolean>, limitMs = OPENING_GATE_LIMIT_MS): OpeningGate {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  const timer = setTimeout(open, limitMs);
  void passed.then(() => clearTimeout(timer));
  kept.then(
    (some) => some || open(),
    () => open(),
  );
  return { passed, shown: () => open() };
}

/** Calls `callback` once the browser has painted what was just committed; at once on a hidden page, which gets no frames. */
export function afterNextPaint(callback: () => void): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    callback();
    return;
  }
  // A frame callback runs before that frame paints; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}
