/**
 * In-page timing, the same for every engine. "Painted" is taken as the first
 * task after the animation frame in which the element is in the DOM: that frame
 * is the one that paints it. Times come from the events' own timestamps (trusted
 * input from the driver), so the driver's round trips never count.
 *
 *   firstQuestionMs  navigation start → stage 1's first question painted
 *   nextMs[]         click on Next → the next stage's first question painted
 *   keyHandledMs[]   keydown dispatched → its input event handled: the engine's
 *                    handlers and the re-render they queued (the first task after
 *                    them). Counted from when the page starts on the key, so time
 *                    the key waited behind other work on a busy machine is left out.
 *   keyPaintedMs[]   keydown's timestamp → the frame after it painted (that wait included)
 */

export interface ProbeOptions {
  /** Selector of a question's element, by the bank's question id. */
  question: (questionId: string) => string;
  /** The first question's id of each stage, in order. */
  stageFirstQuestions: string[];
  /** Whether a click landed on the engine's Next button. */
  isNext: (target: Element) => boolean;
}

export interface ProbeResults {
  firstQuestionMs: number | null;
  nextMs: number[];
  keyHandledMs: number[];
  keyPaintedMs: number[];
  stage: number;
}

declare global {
  interface Window {
    __bench: ProbeResults;
  }
}

/** Runs `then` in the first task after the next frame (i.e. once that frame has been painted). */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
}

/** Calls `found` once `selector` matches, checked every frame, after the frame that shows it. */
function whenPainted(selector: string, found: (paintedAt: number) => void): void {
  const check = () => {
    if (document.querySelector(selector)) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => found(performance.now());
      channel.port2.postMessage(null);
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export function startProbe({ question, stageFirstQuestions, isNext }: ProbeOptions): void {
  const results: ProbeResults = { firstQuestionMs: null, nextMs: [], keyHandledMs: [], keyPaintedMs: [], stage: 0 };
  window.__bench = results;
  const first = stageFirstQuestions[0];
  if (first !== undefined) {
    whenPainted(question(first), (at) => {
      results.firstQuestionMs = at;
    });
  }

  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !isNext(event.target)) return;
      const target = stageFirstQuestions[results.stage + 1];
      if (target === undefined) return;
      const clickedAt = event.timeStamp;
      whenPainted(question(target), (at) => {
        results.nextMs.push(at - clickedAt);
        results.stage += 1;
      });
    },
    { capture: true },
  );

  let keydownAt: number | null = null;
  window.addEventListener(
    'keydown',
    (event) => {
      keydownAt = performance.now();
      const at = event.timeStamp;
      afterNextPaint(() => results.keyPaintedMs.push(performance.now() - at));
    },
    { capture: true },
  );
  // Registered on window in the bubble phase: it runs after the engine's own listeners
  // (React listens on its root), and its task runs after the re-render they queued.
  window.addEventListener('input', () => {
    if (keydownAt === null) return;
    const at = keydownAt;
    keydownAt = null;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => results.keyHandledMs.push(performance.now() - at);
    channel.port2.postMessage(null);
  });
}
