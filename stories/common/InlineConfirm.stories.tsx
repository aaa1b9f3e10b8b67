import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineConfirm } from '../../src/ui/common/InlineConfirm';
import { storyT } from '../support';

const meta = {
  title: 'Common/InlineConfirm',
  component: InlineConfirm,
  args: { question: '', keepLabel: '', confirmLabel: '', onKeep: fn(), onConfirm: fn() },
  decorators: [
    (Story) => (
      <ul className="max-w-xl rounded-lg border border-slate-200 p-3 dark:border-slate-800">
        <li className="flex">
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof InlineConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Removing a packet from Shared with me: Keep has the focus, and Enter keeps it. */
export const RemovePacket: Story = {
  render: (args, context) => {
    const t = storyT(context);
    return (
      <InlineConfirm
        {...args}
        question={t('opinions:shared.confirmRemove', { name: 'Dividend ETF' })}
        keepLabel={t('opinions:shared.keep')}
        confirmLabel={t('opinions:shared.confirm')}
      />
    );
  },
  play: async ({ args, canvasElement, context }) => {
    const t = storyT(context);
    const keep = within(canvasElement).getByRole('button', { name: t('opinions:shared.keep') });
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onKeep).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Withdrawing an invitation to a long address: the question wraps, the buttons stay whole. */
export const RevokeLongAddress: Story = {
  render: (args, context) => {
    const t = storyT(context);
    return (
      <InlineConfirm
        {...args}
        question={t('opinions:invite.confirmRevoke', {
          email: 'a.very.long.address.of.a.reviewer@example-investment-club.example.com',
        })}
        keepLabel={t('opinions:invite.keep')}
        confirmLabel={t('opinions:invite.confirm')}
      />
    );
  },
};
