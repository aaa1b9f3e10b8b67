/**
 * Runs one impact diff in a worker of its own and ends the worker after, so a
 * recompute never waits behind an older one and nothing stays in memory.
 */
import type { ImpactInput } from './impact-input';
import type { ImpactWorkerReply } from './impact-worker-messages';

export type ImpactComputation = (input: ImpactInput) => Promise<ImpactWorkerReply>;

export const runImpactInWorker: ImpactComputation = (input) =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./impact.worker.ts', import.meta.url), {
      type: 'module',
      name: 'studio-impact',
    });
    const finish = (reply: ImpactWorkerReply) => {
      worker.terminate();
      resolve(reply);
    };
    worker.addEventListener('message', (event: MessageEvent<ImpactWorkerReply>) => finish(event.data));
    worker.addEventListener('error', (event) => finish({ ok: false, message: event.message || 'the worker failed' }));
    worker.postMessage(input);
  });
