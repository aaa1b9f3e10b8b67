import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharedWithMeButton } from '../../src/ui/second-opinion/SharedWithMeButton';
import { storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/SharedWithMeButton',
  component: SharedWithMeButton,
  parameters: usage(
    'The top bar’s way into “Shared with me”, beside My data. Its badge counts the packets still waiting for your response; on a phone only the icon and the badge show, and the label stays for screen readers.',
  ),
  args: { waiting: 0, onClick: fn() },
} satisfies Meta<typeof SharedWithMeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingWaiting: Story = {
  play: async ({ canvasElement, args, context }) => {
    const button = within(canvasElement).getByRole('button', { name: storyT(context)('opinions:shared.title') });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TwoWaiting: Story = {
  args: { waiting: 2 },
  play: async ({ canvasElement, context }) => {
    const name = storyT(context)('opinions:shared.buttonWaiting', { count: 2 });
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

export const PageOpen: Story = {
  args: { waiting: 1, current: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-current', 'page');
  },
};
