/**
 * The impact panel's worker: scores every record with both rule sets off the
 * page's thread, so a diff over thousands of records never freezes the
 * editor. It runs the command line's own diff (diffOverRecords), so its numbers
 * are those of `npm run content -- diff --json`.
 */
import { diffOverRecords } from '../scoring/diff-over-records';
import type { ImpactWorkerReply, ImpactWorkerRequest } from './impact-worker-messages';

// The worker's global scope (the project's type library describes a window, hence the narrow cast).
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ImpactWorkerRequest>) => void) | null;
  postMessage(message: ImpactWorkerReply): void;
};

scope.onmessage = ({ data: { current, edited, fixtures, count, seed } }) => {
  const started = performance.now();
  try {
    const diff = diffOverRecords(current, edited, fixtures, count, seed);
    scope.postMessage({ ok: true, diff, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
