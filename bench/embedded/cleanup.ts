/**
 * Everything the benchmark starts (the preview server, busy loops, the browser)
 * registers how to stop it here, so Ctrl-C or a crash never leaves a spinning
 * CPU hog or a server holding the port behind.
 */
type Stop = () => void | Promise<void>;

const stops = new Set<Stop>();

/** Registers a stop function; call the returned function once it has been stopped normally. */
export function onCleanup(stop: Stop): () => void {
  stops.add(stop);
  return () => {
    stops.delete(stop);
  };
}

export async function cleanupAll(): Promise<void> {
  const pending = [...stops].reverse();
  stops.clear();
  for (const stop of pending) {
    try {
      await stop();
    } catch {
      // Best effort: the process is going away anyway.
    }
  }
}

let installed = false;
let stopping = false;

/** True once Ctrl-C or a kill arrived: the run in progress is abandoned, nothing is reported. */
export const interrupted = () => stopping;

/** On Ctrl-C or a kill, stop what was started, then exit with the signal's conventional code. */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping the server, busy loops and browser…`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
}

/** Runs a benchmark to its end: a crash is printed (unless Ctrl-C caused it), then whatever it started is stopped. */
export function runMain(main: () => Promise<void>): void {
  main()
    .catch(async (error) => {
      if (interrupted()) return;
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    })
    .finally(() => cleanupAll());
}
