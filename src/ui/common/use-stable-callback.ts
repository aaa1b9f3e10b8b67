/**
 * A callback whose identity never changes but which always calls the latest
 * `fn`. Lets memoised rows skip re-rendering when a parent passes inline arrows.
 */
import { useCallback, useInsertionEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
