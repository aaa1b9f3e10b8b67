import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../../src/ui/my-data/Section';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'My data/Section',
  component: Section,
  parameters: usage(
    'One part of the My data dialog: a titled section named by its heading. `danger` outlines and titles it in red, for the irreversible part (deleting everything). Title and body are i18n keys here.',
  ),
  args: { title: 'data:stats.title', children: 'data:export.hint', danger: false },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="max-w-md">
        <Section {...args} title={text(args.title)}>
          <p className="text-sm">{text(args.children)}</p>
        </Section>
      </div>
    );
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: storyT(context)('data:stats.title') }),
    ).toBeVisible();
  },
};

export const Danger: Story = {
  args: { danger: true, title: 'data:deleteAll.title', children: 'data:deleteAll.confirm' },
};
