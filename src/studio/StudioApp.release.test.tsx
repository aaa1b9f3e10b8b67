import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BANK, fakeStudioClient, SCHEDULE } from '../../stories/studio/fake-studio-client';
import { renderIn } from '../ui/form/test-render';
import { editorText } from './json-editor-testing';
import { StudioApp } from './StudioApp';

describe('the studio page: changes, version bump and release', () => {
  it.each(['en', 'zh'] as const)(
    'in %s: a wording fix of a released bank, Accept the suggested version, Release, copy the commands',
    async (lang) => {
      const user = userEvent.setup();
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const client = fakeStudioClient();
      const { t } = renderIn(lang, <StudioApp client={client} />);
      expect(await screen.findByText(t('studio:changes.headNone'))).toBeTruthy();

      await user.click(await screen.findByRole('button', { name: BANK }));
      const area = await screen.findByRole('textbox', { name: t('studio:editor.label', { file: BANK }) });
      await waitFor(() => expect(editorText(area)).toContain('Tiny bank'));
      // A pasted edit: the English title reworded under the released version.
      const edited = await textOf(client);
      await user.click(area);
      await user.keyboard('{Control>}a{/Control}');
      await user.paste(edited);
      await user.click(screen.getByRole('button', { name: t('studio:actions.check') }));
      expect(await screen.findByRole('button', { name: /\$\.version/ })).toBeTruthy();
      const accept = await screen.findByRole('button', { name: t('studio:bump.accept', { suggested: '1.0.1' }) });
      await user.click(accept);
      expect(await screen.findByText(t('studio:status.saved'))).toBeTruthy();
      expect(editorText(area)).toContain('"version": "1.0.1"');
      await waitFor(() => expect(screen.queryByRole('button', { name: /\$\.version/ })).toBeNull());

      // The saved bank now differs from HEAD and from its released version, which it is raised above.
      await user.click(screen.getByRole('tab', { name: t('studio:release.sidebar') }));
      const changes = screen.getByRole('region', { name: t('studio:changes.heading') });
      expect(await within(changes).findByText(t('studio:changes.ready', { version: '1.0.1' }))).toBeTruthy();
      expect(within(changes).getAllByText(BANK)).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: t('studio:release.button') }));
      expect(await screen.findByText(t('studio:release.done'))).toBeTruthy();
      const command = await screen.findByText(/git commit -m 'Release tiny 1.0.1'/);
      await user.click(screen.getByRole('button', { name: t('studio:release.copy') }));
      expect(writeText).toHaveBeenCalledWith(command.textContent);
      expect(await screen.findByText(t('studio:release.copied'))).toBeTruthy();
      // The released copy and the lock now show among the changes.
      expect(await within(changes).findByText('questionnaires/tiny/versions/1.0.1.json')).toBeTruthy();
    },
  );

  it('shows the edit of a file against HEAD, reached from the keyboard', async () => {
    const user = userEvent.setup();
    const client = fakeStudioClient({ [SCHEDULE]: '{\n  "months": 3\n}\n' });
    const { t } = renderIn('en', <StudioApp client={client} />);
    const summary = await screen.findByLabelText(t('studio:changes.showDiff', { file: SCHEDULE }));
    summary.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByText(/"months": 3/).length).toBeGreaterThan(0);
  });
});

/** The bank's text with its English title reworded. */
async function textOf(client: ReturnType<typeof fakeStudioClient>): Promise<string> {
  const read = await client.readFile(BANK);
  if (!read.ok) throw new Error('no bank');
  return read.body.text.replace('Tiny bank', 'A tiny bank');
}
