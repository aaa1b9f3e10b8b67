import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/common/Button';
import { phoneWidth } from '../phone';
import { storyText, usage } from '../support';

const meta = {
  title: 'Common/Button',
  component: Button,
  parameters: usage(
    'The app\'s one button. `primary` for the single main action of a view, `secondary` (default) for the rest, `danger` only to confirm a destructive action, `ghost` in toolbars and footers. `busy` shows a spinner, sets aria-busy and ignores presses while keeping the focus (aria-disabled, not disabled); keep its label. In these stories `children` is an i18n key ("namespace:key").',
  ),
  args: { children: 'editor:next', variant: 'primary', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] } },
  render: (args, context) => <Button {...args}>{storyText(context)(args.children)}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'editor:previous' } };

export const Danger: Story = { args: { variant: 'danger', children: 'editor:delete.confirm' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'editor:back' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Working: spinner, aria-busy; presses do nothing, and the focus stays on it. */
export const Busy: Story = {
  args: { busy: true, children: 'editor:complete' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Every variant side by side, enabled and disabled. */
export const AllVariants: Story = {
  render: (_args, context) => {
    const text = storyText(context);
    const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
    return (
      <div className="grid max-w-md grid-cols-2 gap-3">
        {variants.map((variant) => (
          <div key={variant} className="contents">
            <Button variant={variant}>{text('editor:next')}</Button>
            <Button variant={variant} disabled>
              {text('editor:next')}
            </Button>
          </div>
        ))}
      </div>
    );
  },
};

/** A long label on a phone wraps inside the button. */
export const LongLabelOnPhone: Story = {
  args: { variant: 'secondary', children: 'editor:saveStatus.openLatest' },
  decorators: [phoneWidth],
};
