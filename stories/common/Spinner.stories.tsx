import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/ui/common/Spinner';
import { usage } from '../support';

const meta = {
  title: 'Common/Spinner',
  component: Spinner,
  parameters: usage(
    'A spinning ring for busy buttons and evaluation steps. It is decorative (aria-hidden): always pair it with text or aria-busy on its container. Size and colour come from `className` (it uses the text colour).',
  ),
  args: { className: 'size-4' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { className: 'size-8 text-sky-600 dark:text-sky-400' } };
