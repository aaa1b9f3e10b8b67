/**
 * The backend as React state: null until it has loaded (PGlite is fetched right
 * after first paint, see main.tsx), with its loading progress meanwhile.
 */
import { useEffect, useState } from 'react';
import { type BackendProgress, getBackendProgress, preloadBackend } from '../data/backend';
import type { Backend } from '../data/ports';

export function useBackend(errorKeyOnFailure: (key: string) => void) {
  const [backend, setBackend] = useState<Backend | null>(null);
  const [progress, setProgress] = useState<BackendProgress>(getBackendProgress);
  useEffect(() => {
    let alive = true;
    preloadBackend((next) => alive && setProgress(next)).then(
      (loaded) => alive && setBackend(loaded),
      (error: unknown) => {
        const key = (error as { messageKey?: string } | null)?.messageKey;
        if (alive) errorKeyOnFailure(key ? `errors:${key}` : 'common:unknownError');
      },
    );
    return () => {
      alive = false;
    };
  }, [errorKeyOnFailure]);
  const percent = progress.phase === 'ready' ? null : Math.round((progress.fraction ?? 0) * 100);
  return { backend, percent };
}
