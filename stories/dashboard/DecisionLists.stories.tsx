import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveDecisionsList } from '../../src/ui/dashboard/ActiveDecisionsList';
import { CompletedDecisionsList } from '../../src/ui/dashboard/CompletedDecisionsList';
import { mixedDecisions } from '../../src/ui/dashboard/sample-decisions';
import { storyT } from '../support';

/** Both left-column lists fed the same decisions, as on the dashboard. */
const meta = {
  title: 'Dashboard/DecisionLists',
  component: ActiveDecisionsList,
  args: { decisions: mixedDecisions, stageCount: 7, onOpen: fn() },
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      <ActiveDecisionsList {...args} />
      <CompletedDecisionsList decisions={args.decisions} onOpen={args.onOpen} />
    </div>
  ),
} satisfies Meta<typeof ActiveDecisionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const active = within(canvas.getByRole('region', { name: t('dashboard:active.title') }));
    const completed = within(canvas.getByRole('region', { name: t('dashboard:completed.title') }));
    await expect(active.getAllByRole('button')).toHaveLength(3);
    await expect(completed.getAllByRole('button')).toHaveLength(2);
    await expect(completed.getByRole('button', { name: /Buy more index ETF/ })).toHaveTextContent(
      t('dashboard:completed.score', { score: 82 }),
    );
    await userEvent.click(active.getByRole('button', { name: /Start a bond ladder/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(mixedDecisions[2]?.id);
  },
};

export const Empty: Story = {
  args: { decisions: [] },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:active.empty'))).toBeVisible();
    await expect(canvas.getByText(t('dashboard:completed.empty'))).toBeVisible();
  },
};
