import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusIcon } from '../../src/ui/dashboard/StatusIcon';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Dashboard/StatusIcon',
  component: StatusIcon,
  parameters: usage(
    "A decision's state in the journal: a green check (completed) or an amber clock (in progress). The mark is hidden from screen readers; `label` (an i18n key here) says the state in words.",
  ),
  args: { completed: true, label: 'dashboard:journal.statusCompleted' },
  render: (args, context) => <StatusIcon {...args} label={storyText(context)(args.label)} />,
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('dashboard:journal.statusCompleted'))).toHaveClass(
      'sr-only',
    );
  },
};

export const InProgress: Story = { args: { completed: false, label: 'dashboard:journal.statusInProgress' } };
