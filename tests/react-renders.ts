/**
 * Counts which components React re-rendered, the way React DevTools does: a
 * stand-in for the DevTools hook, installed before react-dom loads (the browser
 * lane's first setup import), hears every commit and walks the committed tree.
 * A subtree whose children are the previous commit's own fibers was not touched;
 * elsewhere a function component with React's PerformedWork flag ran this commit.
 * Test-only: nothing here reaches the app.
 */

interface Fiber {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: unknown;
}
type CommitListener = (root: Fiber) => void;

const PERFORMED_WORK = 0b1;
const listeners = new Set<CommitListener>();

const hook = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown) {
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    for (const listener of listeners) listener(root.current);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  onScheduleFiberRoot() {},
  checkDCE() {},
};
(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

function visit(fiber: Fiber, found: (fiber: Fiber) => void): void {
  const previous = fiber.alternate;
  if (previous === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK) found(fiber);
  if (previous !== null && previous.child === fiber.child) return;
  for (let child = fiber.child; child !== null; child = child.sibling) visit(child, found);
}

/**
 * Renders of the given components from now on, counted by `keyOf(props)`
 * (e.g. a widget's id), until `stop()`.
 */
export function countRenders(components: unknown[], keyOf: (props: Record<string, unknown>) => string) {
  const counts = new Map<string, number>();
  const listener: CommitListener = (root) =>
    visit(root, (fiber) => {
      if (!components.includes(fiber.type)) return;
      const key = keyOf((fiber.memoizedProps ?? {}) as Record<string, unknown>);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  listeners.add(listener);
  return {
    counts,
    reset: () => counts.clear(),
    stop: () => listeners.delete(listener),
  };
}
