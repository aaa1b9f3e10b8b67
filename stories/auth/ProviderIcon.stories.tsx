import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProviderIcon } from '../../src/ui/auth/ProviderIcon';
import { usage } from '../support';

const meta = {
  title: 'Auth/ProviderIcon',
  component: ProviderIcon,
  parameters: usage(
    'Brand marks for the social sign-in buttons (Google in its colours, GitHub in the text colour). Decorative: the button text names the provider.',
  ),
  args: { provider: 'google' },
  argTypes: { provider: { control: 'inline-radio', options: ['google', 'github'] } },
} satisfies Meta<typeof ProviderIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const GitHub: Story = { args: { provider: 'github' } };
