/** Working the studio's JSON view (CodeMirror) as an editor does. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Replaces the whole text with `text`, pasted over a select-all as an editor
 * pastes a file back from another tool. The view draws only the lines in
 * sight, so a test takes the text to edit from the file the studio opened.
 */
export async function pasteOver(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.focus();
  // Select-all reaches the view only once it has the focus; before, it would select the page.
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await editor.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}
