/** In real Chromium: what the page does between two slices of work. */
import { expect, it } from 'vitest';
import { runInSlices } from './main-thread-slices';

it('lets a task queued at a pause (as React queues the render of a progress update) run before the work goes on', async () => {
  const order: string[] = [];
  let clock = 0;
  function* work(): Generator<number, void, void> {
    for (let step = 1; step <= 3; step++) {
      order.push(`step ${step}`);
      clock += 50;
      yield step;
    }
  }
  await runInSlices(work(), {
    budgetMs: 40,
    now: () => clock,
    onPause: (step) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => order.push(`render ${step}`);
      channel.port2.postMessage(null);
    },
  });
  expect(order).toEqual(['step 1', 'render 1', 'step 2', 'render 2', 'step 3', 'render 3']);
});
