import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftNotice } from '../../src/ui/editor/DraftNotice';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Editor/DraftNotice',
  component: DraftNotice,
  parameters: usage(
    "Offers back what was typed but not saved (after a reload, a crash or a failed save), with the time it was written in the reader's language and date format. Restore or Discard; nothing is lost until Discard.",
  ),
  args: { savedAt: '2025-03-14T09:30:00.000Z', onRestore: fn(), onDiscard: fn() },
} satisfies Meta<typeof DraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(context)('editor:draft.restore') }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
