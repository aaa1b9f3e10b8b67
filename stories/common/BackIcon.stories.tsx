import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackIcon } from '../../src/ui/common/BackIcon';
import { Button } from '../../src/ui/common/Button';
import { storyT, usage } from '../support';

const meta = {
  title: 'Common/BackIcon',
  component: BackIcon,
  parameters: usage(
    'The arrow of every Back button that leaves a page for the one before (the calibration page, Shared with me, the reviewer’s workspace). Decorative: the button’s text is its name.',
  ),
} satisfies Meta<typeof BackIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InABackButton: Story = {
  render: (_, context) => (
    <Button variant="ghost" icon={<BackIcon />}>
      {storyT(context)('opinions:shared.back')}
    </Button>
  ),
  play: async ({ canvasElement, context }) => {
    const button = within(canvasElement).getByRole('button', { name: storyT(context)('opinions:shared.back') });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
