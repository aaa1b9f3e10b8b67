/**
 * Runs the port's connection test for the dialog: one test at a time, a newer
 * one or closing the dialog cancels the older, and a result for settings that
 * have since been edited is dropped by the caller calling `reset`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiSettings, AiSettingsPort, ConnectionTestResult } from '../../ai/ai-settings-contract';
import type { Lang } from '../../content/types';

export type ConnectionTestState = { phase: 'idle' } | { phase: 'testing' } | ({ phase: 'done' } & ConnectionTestResult);

export function useConnectionTest(port: AiSettingsPort, lang: Lang) {
  const [state, setState] = useState<ConnectionTestState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
  }, []);

  const run = useCallback(
    async (settings: AiSettings) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'testing' });
      try {
        const result = await port.testConnection(settings, controller.signal, lang);
        if (!controller.signal.aborted) setState({ phase: 'done', ...result });
      } catch {
        // Only a cancel rejects; the newer test or the closed dialog owns the state now.
      }
    },
    [port, lang],
  );

  useEffect(() => () => running.current?.abort(), []);

  return { state, run, reset };
}
