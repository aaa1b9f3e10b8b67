import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/ui/common/Button';
import { Card } from '../../src/ui/dashboard/Card';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Dashboard/Card',
  component: Card,
  parameters: usage(
    'A titled dashboard panel. Its heading (h2) names the region for screen readers; `actions` sit beside the title and wrap under it when space runs out. Title and body are i18n keys here.',
  ),
  args: { title: 'dashboard:profile.title', children: 'dashboard:profile.noAssessment' },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="max-w-sm">
        <Card {...args} title={text(args.title)}>
          <p className="text-sm">{text(args.children)}</p>
        </Card>
      </div>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: storyT(context)('dashboard:profile.title') }),
    ).toBeVisible();
  },
};

/** With an action beside a long title, on a phone: the action wraps under it. */
export const WithActionOnPhone: Story = {
  args: { title: 'dashboard:strategies.hintTrigger' },
  decorators: [phoneWidth],
  render: (args, context) => {
    const text = storyText(context);
    return (
      <Card title={text(args.title)} actions={<Button variant="ghost">{text('dashboard:strategies.choose')}</Button>}>
        <p className="text-sm">{text('dashboard:strategies.none')}</p>
      </Card>
    );
  },
};
