import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LockIcon } from '../../src/ui/editor/LockIcon';
import { usage } from '../support';

const meta = {
  title: 'Editor/LockIcon',
  component: LockIcon,
  parameters: usage(
    'The padlock beside "View only" on an evaluated decision and in the note over a fixed forecast. It draws in the text colour and is decorative: the words beside it say what is locked.',
  ),
  args: { className: 'size-6 text-slate-700 dark:text-slate-200' },
} satisfies Meta<typeof LockIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
