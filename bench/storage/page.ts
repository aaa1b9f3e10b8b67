/**
 * Page side of the storage benchmark: starts the database worker with the
 * options in the URL and exposes its report to the driver (run.ts).
 */
const params = new URLSearchParams(location.search);
const started = performance.now();
const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
(window as unknown as { report: Promise<unknown> }).report = new Promise((resolve) => {
  worker.addEventListener('message', (event) =>
    resolve({ ...event.data, pageToWorkerMs: started, navigationToReportMs: performance.now() }),
  );
  worker.addEventListener('error', (event) => resolve({ error: String(event.message) }));
});
worker.postMessage(Object.fromEntries(params));
