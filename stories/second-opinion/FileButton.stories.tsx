import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileButton } from '../../src/ui/second-opinion/FileButton';
import { storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/FileButton',
  component: FileButton,
  parameters: usage(
    'A button that opens the file picker for one JSON file and reports the chosen file; the native input stays out of sight and out of the tab order. Choosing the same file again is reported again.',
  ),
  args: { onFile: fn(), children: 'opinions:shared.openFile' },
  render: (args, context) => <FileButton {...args}>{storyT(context)('opinions:shared.openFile')}</FileButton>,
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, context }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: storyT(context)('opinions:shared.openFile') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const file = new File(['{}'], 'response.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByTestId('file-input'), file);
    await userEvent.upload(canvas.getByTestId('file-input'), file);
    await expect(args.onFile).toHaveBeenCalledTimes(2);
  },
};

export const Busy: Story = { args: { busy: true } };

export const Primary: Story = { args: { variant: 'primary' } };
