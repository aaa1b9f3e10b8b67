import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrashNotice } from '../../src/ui/common/ErrorBoundary';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Common/CrashNotice',
  component: CrashNotice,
  parameters: usage(
    'What an ErrorBoundary shows in place of the part that failed: Reload, Copy details and the technical details (error name, message, where; never data). `page` when the whole page is replaced. The details are not translated: they are for a bug report.',
  ),
  args: {
    scope: 'section',
    details: "TypeError: Cannot read properties of undefined (reading 'description')\n    at StageScoreList",
    onReload: fn(),
  },
  argTypes: { scope: { control: 'inline-radio', options: ['section', 'page'] } },
} satisfies Meta<typeof CrashNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(context)('common:crash.reload') }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const WholePageOnPhone: Story = { args: { scope: 'page' }, decorators: [phoneWidth] };
