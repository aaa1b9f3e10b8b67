import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HoverCard } from '../../src/ui/common/HoverCard';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Common/HoverCard',
  component: HoverCard,
  parameters: usage(
    'Extra content shown on hover, on keyboard focus and on tap (phones), tied to the trigger with aria-describedby; Escape closes it. With `triggerFocusable` (default) the trigger becomes a toggle button; pass `false` when the trigger is already a button or link. Use it for explanations, never for content that is needed to act. Trigger and card texts are i18n keys here.',
  ),
  args: { trigger: 'editor:readOnly', children: 'editor:readOnlyTooltip', placement: 'bottom' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="flex min-h-48 items-center">
        <HoverCard {...args} trigger={<span className="font-medium underline">{text(args.trigger)}</span>}>
          {text(args.children)}
        </HoverCard>
      </div>
    );
  },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard focus opens it; the card describes the trigger. */
export const OpenOnFocus: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await userEvent.tab();
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent(t('editor:readOnlyTooltip')));
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(t('editor:readOnlyTooltip'));
  },
};

/** Opened above its trigger, with a long text, on a phone. */
export const LongTextAboveOnPhone: Story = {
  args: { placement: 'top', children: 'common:crash.body' },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};
