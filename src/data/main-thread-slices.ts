/**
 * Long work on the page's main thread (checking an import of thousands of
 * records) cut into slices, with the browser given its turn between them: a
 * click, a key, the next frame of a progress bar are handled within a slice's
 * time instead of after the whole work.
 */

/** Long enough that yielding costs little, far under the 200 ms a person notices as a stuck page. */
export const SLICE_BUDGET_MS = 40;

/**
 * Resolves in a task of its own, queued behind the tasks already waiting: a
 * message to a fresh channel (a task that, unlike `setTimeout(0)`, is not
 * clamped to 4 ms once nested), or a timer where there are no channels.
 *
 * Not `scheduler.yield()`: its continuation runs ahead of tasks queued before
 * it, and React renders an update in such a task, so a progress bar would not
 * move until the work ended. (In Chromium, a task queued at each of fifteen
 * pauses over 600 ms of work ran only after the work with `scheduler.yield`,
 * and at each pause with a channel.) The browser still takes input and draws
 * frames between the slices either way.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceTiming {
  budgetMs?: number;
  now?: () => number;
  pause?: () => Promise<void>;
}

/**
 * When the main thread's current slice began, shared by every clock that
 * starts before the browser has had its turn: work read in steps and then
 * checked in steps (a long list's rows, parsed and then read into values) is
 * one slice of the page's time, not one slice each.
 */
let openSlice: { start: number } | null = null;

function sharedSliceStart(now: () => number): number {
  if (!openSlice) {
    const slice = { start: now() };
    openSlice = slice;
    // The browser's turn ends it: work begun after that starts a slice of its own.
    void yieldToBrowser().then(() => {
      if (openSlice === slice) openSlice = null;
    });
  }
  return openSlice.start;
}

/**
 * Says when the current slice has run for the budget, and pauses for the
 * browser, starting the next. The page's own clock shares its slice with the
 * other work of the same task; a clock given its own `now` (a test's) keeps to
 * itself.
 */
export function sliceClock({ budgetMs = SLICE_BUDGET_MS, now, pause = yieldToBrowser }: SliceTiming = {}) {
  const clock = now ?? (() => performance.now());
  let sliceStart = now ? clock() : sharedSliceStart(clock);
  return {
    due: () => clock() - sliceStart >= budgetMs,
    async pause() {
      await pause();
      sliceStart = now ? clock() : sharedSliceStart(clock);
    },
  };
}

export interface SliceOptions<P> extends SliceTiming {
  /** Called at each pause with the last value the steps yielded: how far the work has come. */
  onPause?: (latest: P) => void;
}

/**
 * Runs the steps of a generator (each `yield` says how far it has come) to its
 * return value, pausing for the browser whenever a slice has run for the
 * budget. The same generator run by `runToEnd` gives the same result at once.
 */
export async function runInSlices<P, T>(steps: Generator<P, T, void>, options: SliceOptions<P> = {}): Promise<T> {
  const clock = sliceClock(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (clock.due()) {
      options.onPause?.(step.value);
      await clock.pause();
    }
  }
}

/** The generator's return value, without pausing (for callers off the main thread, or with little to do). */
export function runToEnd<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
