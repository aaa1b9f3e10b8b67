import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the JSON view has marked what it objects to (its checks wait for a pause in typing) and takes focus
 * off it, so a story is pictured without a caret or a popup that come and go with time.
 */
export async function jsonViewSettled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('.cm-lintRange, .cm-lintPoint')).not.toBeNull(), {
    timeout: 5000,
  });
  (document.activeElement as HTMLElement | null)?.blur();
}
