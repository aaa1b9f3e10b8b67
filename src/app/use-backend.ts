/**
 * The backend as React state: null until it has loaded (PGlite is fetched right
 * after first paint, see main.tsx), with its loading progress meanwhile. A load
 * that fails is reported with its message and can be retried.
 */

import { useCallback, useEffect, useState } from 'react';
import { type BackendProgress, getBackendProgress, preloadBackend } from '../data/backend';
import type { Backend } from '../data/ports';
import { storeErrorMessage } from '../i18n/user-message';
import type { ChannelMessage } from '../ui/shell/types';

export function useBackend() {
  const [backend, setBackend] = useState<Backend | null>(null);
  const [progress, setProgress] = useState<BackendProgress>(getBackendProgress);
  const [failure, setFailure] = useState<ChannelMessage | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    preloadBackend((next) => alive && setProgress(next)).then(
      (loaded) => {
        if (!alive) return;
        setFailure(null);
        setBackend(loaded);
      },
      (error: unknown) => {
        if (alive) setFailure({ id: attempt, ...(storeErrorMessage(error) ?? { key: 'errors:databaseUnavailable' }) });
      },
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const retrying = failure !== null && failure.id !== attempt;
  const percent = progress.phase === 'ready' ? null : Math.round((progress.fraction ?? 0) * 100);
  return { backend, percent, failure, retry, retrying };
}
