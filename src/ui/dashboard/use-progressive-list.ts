/**
 * Long lists paint their first rows at once and the rest in a background
 * (interruptible) render, so a journal of 1,000 decisions shows up immediately
 * and typing or clicking never waits for row 1,000.
 */
import { useDeferredValue } from 'react';

/** How many rows the first paint holds: more than a tall screen shows. */
export const FIRST_PAINT_ROWS = 40;

export function useProgressiveList<T>(items: readonly T[]): readonly T[] {
  // React 19: the initial value is used for the first render only, then `items` follows as a transition.
  return useDeferredValue(items, items.length > FIRST_PAINT_ROWS ? items.slice(0, FIRST_PAINT_ROWS) : items);
}
