import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import riskBankText from '../../questionnaires/risk-tolerance/bank.json?raw';
import { editorText, textAfterCaret } from '../../src/studio/json-editor-testing';
import { StudioApp } from '../../src/studio/StudioApp';
import { storyT } from '../support';
import { BANK, fakeStudioClient, releasedBank, SCHEDULE } from './fake-studio-client';

const RISK_BANK = 'questionnaires/risk-tolerance/bank.json';

const meta = {
  title: 'Studio/StudioApp',
  component: StudioApp,
  args: { client: fakeStudioClient() },
  decorators: [
    (Story) => (
      <div className="h-[40rem] overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StudioApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the review schedule from the file list; its JSON text box. */
async function openSchedule(canvasElement: HTMLElement, t: ReturnType<typeof storyT>): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: SCHEDULE }));
  return within(canvasElement).findByRole('textbox', { name: t('studio:editor.label', { file: SCHEDULE }) });
}

/** Before a file is chosen. */
export const NoFileOpen: Story = { args: { client: fakeStudioClient() } };

/**
 * A file with a problem: Save is refused and says why, the problem takes the
 * caret to its place, Save as draft saves and says it will not pass the tests.
 */
export const RefusedThenDraft: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const area = await openSchedule(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:actions.save') }));
    await expect(await canvas.findByText(t('studio:status.refused'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /\$\.intervals\.quarterly\.months/ }));
    await waitFor(() => expect(textAfterCaret(area).startsWith('"three"')).toBe(true));
    await expect(area).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('studio:actions.saveDraft') }));
    await expect(await canvas.findByText(t('studio:status.draft'))).toBeVisible();
  },
};

/** An edit, checked, then saved with Ctrl+S. */
export const FixedAndSaved: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const area = await openSchedule(canvasElement, t);
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('{ "months": 3 }');
    await expect(editorText(area)).toBe('{ "months": 3 }');
    await expect(canvas.getByText(t('studio:status.unsaved'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('studio:actions.check') }));
    await expect(await canvas.findByText(t('studio:status.checked'))).toBeVisible();
    await userEvent.keyboard('{Control>}s{/Control}');
    await expect(await canvas.findByText(t('studio:status.saved'))).toBeVisible();
  },
};

/** A question bank open: its stage drawn in the preview beside the JSON, redrawn as the text changes. */
export const BankWithPreview: Story = {
  args: { client: fakeStudioClient({ [RISK_BANK]: riskBankText }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: RISK_BANK }));
    await expect(await canvas.findByRole('region', { name: t('studio:preview.frame') })).toBeVisible();
  },
};

/**
 * A wording fix in a released bank: the check reports the released version
 * changed in place, the suggested version sits beside it, Accept sets it and
 * saves, the problem goes; Release then records the new version and shows the
 * commands that commit it.
 */
export const AcceptBumpAndRelease: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: BANK }));
    const area = await canvas.findByRole('textbox', { name: t('studio:editor.label', { file: BANK }) });
    await waitFor(() => expect(editorText(area)).toContain('Tiny bank'));
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste(releasedBank.replace('Tiny bank', 'A tiny bank'));
    await userEvent.click(canvas.getByRole('button', { name: t('studio:actions.check') }));
    await expect(await canvas.findByRole('button', { name: /\$\.version/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: t('studio:bump.accept', { suggested: '1.0.1' }) }));
    await expect(await canvas.findByText(t('studio:status.saved'))).toBeVisible();
    await expect(editorText(area)).toContain('"version": "1.0.1"');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /\$\.version/ })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: t('studio:release.sidebar') }));
    await userEvent.click(canvas.getByRole('button', { name: t('studio:release.button') }));
    await expect(await canvas.findByText(/git commit -m 'Release tiny 1.0.1'/)).toBeVisible();
  },
};
