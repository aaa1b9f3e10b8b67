import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleResult } from '../../src/ui/evaluation/fixtures';
import { MessageList } from '../../src/ui/evaluation/MessageList';
import { storyT, storyText, usage } from '../support';
import { storyEvaluationTexts } from './sample';

const result = sampleResult('stable');

const meta = {
  title: 'Evaluation/MessageList',
  component: MessageList,
  parameters: usage(
    'A titled list of scoring messages (strengths, weaknesses, recommendations) with a marker colour by tone; repeated messages show once; says "None" when empty. `keys` are the rules\' message keys, turned into text by `ruleText`.',
  ),
  args: {
    title: 'evaluation:result.strengths',
    keys: result.overallStrengths,
    ruleText: (key) => key,
    tone: 'positive',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['positive', 'negative', 'neutral'] } },
  render: (args, context) => (
    <div className="max-w-md">
      <MessageList {...args} title={storyText(context)(args.title)} ruleText={storyEvaluationTexts(context).ruleText} />
    </div>
  ),
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Strengths: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Weaknesses: Story = {
  args: { title: 'evaluation:result.weaknesses', keys: result.overallWeaknesses, tone: 'negative' },
};

export const Recommendations: Story = {
  args: { title: 'evaluation:result.recommendations', keys: result.recommendations, tone: 'neutral' },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('evaluation:result.none'))).toBeVisible();
  },
};
