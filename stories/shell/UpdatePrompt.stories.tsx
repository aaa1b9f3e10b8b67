import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from '../../src/ui/shell/UpdatePrompt';
import { storyT } from '../support';

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePrompt,
  args: { open: true, editing: false, reloading: false, onReload: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersionWaiting: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent(t('pwa:update.title'));
    await expect(prompt).toHaveTextContent(t('pwa:update.body'));
    await userEvent.click(canvas.getByRole('button', { name: t('pwa:update.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const WhileEditing: Story = {
  args: { editing: true },
  play: async ({ canvasElement, context }) => {
    // Work in progress is never interrupted: the prompt asks to finish first and offers no Reload.
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pwa:update.finishFirst'));
    await expect(canvas.queryByRole('button', { name: t('pwa:update.reload') })).toBeNull();
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const button = within(canvasElement).getByRole('button', { name: t('pwa:update.reload') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dismissible: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return <UpdatePrompt {...args} open={open} onDismiss={() => setOpen(false)} />;
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:dismiss') }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
