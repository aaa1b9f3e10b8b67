import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DueReviewsList } from '../../src/ui/dashboard/DueReviewsList';
import { mixedDecisions, sampleDecision } from '../../src/ui/dashboard/sample-decisions';
import { storyT } from '../support';

const [indexFund, bankStock, , , growthFund] = mixedDecisions;
if (!indexFund || !bankStock || !growthFund) throw new Error('the sample decisions changed');

/** The dashboard's prompt for completed decisions whose review date has come, longest overdue first. */
const meta = {
  title: 'Dashboard/DueReviewsList',
  component: DueReviewsList,
  args: {
    due: [
      { decision: growthFund, daysOverdue: 41 },
      { decision: bankStock, daysOverdue: 1 },
      { decision: indexFund, daysOverdue: 0 },
    ],
    onOpen: fn(),
  },
  render: (args) => (
    <div className="max-w-xs">
      <DueReviewsList {...args} />
    </div>
  ),
} satisfies Meta<typeof DueReviewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const card = within(within(canvasElement).getByRole('region', { name: t('dashboard:due.title', { count: 3 }) }));
    const items = card.getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t('dashboard:due.overdue', { count: 41 })),
      expect.stringContaining(t('dashboard:due.overdue', { count: 1 })),
      expect.stringContaining(t('dashboard:due.today')),
    ]);
    await userEvent.click(card.getByRole('button', { name: /Sell growth fund/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(growthFund.id);
  },
};

export const LongName: Story = {
  args: {
    due: [
      {
        decision: sampleDecision(9, {
          name: '长期持有沪深三百指数基金并每季度按估值分位再平衡的组合调整决策',
          completed: true,
        }),
        daysOverdue: 365,
      },
    ],
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('dashboard:due.overdue', { count: 365 }))).toBeVisible();
  },
};

export const NothingDue: Story = {
  args: { due: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section, [role="region"]')).toBeNull();
  },
};
