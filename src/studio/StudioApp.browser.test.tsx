/**
 * The studio page's JSON view in real Chromium: a problem's button takes the
 * caret to the problem's place, and the schema the open file names (read
 * through the studio's server) completes its property names.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import reviewScheduleSchema from '../../scoring-rules/schema/review-schedule.schema.json?raw';
import { fakeStudioClient, SCHEDULE } from '../../stories/studio/fake-studio-client';
import { renderIn } from '../ui/form/test-render';
import { editorText, textAfterCaret } from './json-editor-testing';
import { jsonPathOffset } from './json-path-offset';
import { StudioApp } from './StudioApp';
import type { StudioClient } from './studio-client';

/** The stand-in server, serving the review schedule's schema too. */
function withSchema(): StudioClient {
  const client = fakeStudioClient();
  return {
    ...client,
    readFile: async (path) =>
      path === 'scoring-rules/schema/review-schedule.schema.json'
        ? { ok: true, status: 200, body: { path, text: reviewScheduleSchema } }
        : client.readFile(path),
  };
}

describe('the studio page with the JSON view', () => {
  it('a problem clicked puts the caret at its JSON path, in view and focused', async () => {
    const { findByRole, getByRole, t } = renderIn('en', <StudioApp client={fakeStudioClient()} />);
    await userEvent.click(await findByRole('button', { name: SCHEDULE }));
    const area = await findByRole('textbox', { name: t('studio:editor.label', { file: SCHEDULE }) });
    await userEvent.click(getByRole('button', { name: t('studio:actions.check') }));
    const problem = await findByRole('button', { name: /\$\.intervals\.quarterly\.months/ });
    await userEvent.click(problem);
    const text = editorText(area);
    const expected = text.slice(jsonPathOffset(text, '$.intervals.quarterly.months'));
    expect(expected).toMatch(/^"three"/);
    await expect.poll(() => textAfterCaret(area)).toBe(expected);
    expect(area).toHaveFocus();
  });

  it('completes property names from the schema the open file names', async () => {
    const { findByRole, t } = renderIn('en', <StudioApp client={withSchema()} />);
    await userEvent.click(await findByRole('button', { name: SCHEDULE }));
    const area = await findByRole('textbox', { name: t('studio:editor.label', { file: SCHEDULE }) });
    await userEvent.click(area);
    // At the end of the first line, inside the top object: a new property goes here.
    await userEvent.keyboard('{Control>}{Home}{/Control}{End}{Enter}"');
    await expect
      .poll(async () => {
        await userEvent.keyboard('{Control>} {/Control}');
        return document.querySelector('[role="option"]')?.textContent ?? '';
      })
      .not.toBe('');
    expect(await findByRole('option', { name: /bankVersions/ })).toBeVisible();
  });
});
