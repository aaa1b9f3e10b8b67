import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiNote } from '../../src/ui/evaluation/AiNote';
import { storyT, usage } from '../support';

const meta = {
  title: 'Evaluation/AiNote',
  component: AiNote,
  parameters: usage(
    'Says what the AI analysis added to a result: enhanced (green), failed although a key is set (amber: this is the basic evaluation), or no key yet (blue: where to add one).',
  ),
  args: { apiEnhanced: false, aiConfigured: false },
} satisfies Meta<typeof AiNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKey: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(context)('evaluation:ai.hint'));
  },
};

export const Enhanced: Story = { args: { apiEnhanced: true, aiConfigured: true } };

export const ServiceFailed: Story = { args: { aiConfigured: true } };
