import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveStatus } from '../../src/ui/editor/SaveStatus';
import { storyT } from '../support';

const meta = {
  title: 'Editor/SaveStatus',
  component: SaveStatus,
  args: { status: 'idle', error: null, onRetry: fn() },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved since the editor opened: an empty live region, ready to announce the first save. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('editor:saveStatus.saving'));
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('editor:saveStatus.saved'));
  },
};

export const NotSaved: Story = {
  args: { status: 'failed', error: 'Failed to save decision. Please try again.' },
  render: (args, context) => <SaveStatus {...args} error={storyT(context)('errors:decisionSaveFailed')} />,
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('editor:saveStatus.failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('errors:decisionSaveFailed'));
    // Retry is an ordinary button, reached with Tab and pressed with Enter.
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: t('editor:saveStatus.retry') });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Another tab changed the decision: the longest reason, wrapping on a phone. A retry
 * would be refused again, so the button opens the latest version instead.
 */
export const Conflict: Story = {
  args: { status: 'failed', onOpenLatest: fn() },
  render: (args, context) => <SaveStatus {...args} error={storyT(context)('errors:decisionConflict')} />,
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('errors:decisionConflict'));
    await expect(canvas.queryByRole('button', { name: t('editor:saveStatus.retry') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('editor:saveStatus.openLatest') }));
    await expect(args.onOpenLatest).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** While Complete or Delete runs, Retry waits. */
export const RetryDisabled: Story = {
  args: { status: 'failed', retryDisabled: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('button', { name: t('editor:saveStatus.retry') })).toBeDisabled();
  },
};
