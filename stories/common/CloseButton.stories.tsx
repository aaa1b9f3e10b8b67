import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseButton } from '../../src/ui/common/CloseButton';
import { storyText, usage } from '../support';

const meta = {
  title: 'Common/CloseButton',
  component: CloseButton,
  parameters: usage(
    'The (X) of dialogs, banners and the editor. It has no visible text, so `label` (an i18n key here) is its accessible name: "Close" for dialogs, "Dismiss" for messages. `md` in dialog headers, `sm` inside banners.',
  ),
  args: { label: 'common:close', onClick: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args, context) => <CloseButton {...args} label={storyText(context)(args.label)} />,
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText(context)('common:close') }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', label: 'common:dismiss' } };
