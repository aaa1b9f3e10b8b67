import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidFieldsBox, MAX_LISTED_FIELDS } from '../../src/ui/evaluation/InvalidFieldsBox';
import { storyT, usage } from '../support';

const meta = {
  title: 'Evaluation/InvalidFieldsBox',
  component: InvalidFieldsBox,
  parameters: usage(
    'When answers fail type validation, a red box lists the question ids (at most five, then "and more") so the box stays small.',
  ),
  args: { fields: ['1-1', '3-2'] },
} satisfies Meta<typeof InvalidFieldsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Many: Story = {
  args: { fields: ['1-1', '1-2', '1-3', '2-1', '2-2', '3-1', '3-2', '4-1'] },
  play: async ({ canvasElement, context }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(MAX_LISTED_FIELDS + 1);
    await expect(items.at(-1)).toHaveTextContent(storyT(context)('evaluation:invalidFields.more'));
  },
};
