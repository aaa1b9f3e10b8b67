import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../src/ui/common/Alert';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Common/Alert',
  component: Alert,
  parameters: usage(
    'A coloured message box. `error` interrupts screen readers (role=alert); `warning`, `info` and `success` are polite status messages. Give it an `onDismiss` only when the message may be hidden without acting. Title and body are i18n keys in these stories.',
  ),
  args: { tone: 'info', title: 'evaluation:ai.heading', children: 'evaluation:ai.hint' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] } },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="max-w-xl">
        <Alert {...args} title={text(args.title)}>
          {text(args.children)}
        </Alert>
      </div>
    );
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', title: 'editor:saveStatus.failed', children: 'errors:loadConnection' },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(context)('errors:loadConnection'));
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'editor:draft.title', children: 'evaluation:ai.unavailable' },
};

export const Success: Story = { args: { tone: 'success', title: undefined, children: 'evaluation:ai.enhanced' } };

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(context)('common:dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** The longest body text, with a dismiss button, on a phone. */
export const LongTextOnPhone: Story = {
  args: { tone: 'error', title: 'common:crash.title', children: 'common:crash.body', onDismiss: fn() },
  decorators: [phoneWidth],
};
