import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiStageDetails } from '../../src/ui/evaluation/AiStageDetails';
import { SAMPLE_STAGE_TITLES, sampleResult } from '../../src/ui/evaluation/fixtures';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';
import { storyEvaluationTexts } from './sample';

const meta = {
  title: 'Evaluation/AiStageDetails',
  component: AiStageDetails,
  parameters: usage(
    "The AI (or rule-based fallback) analyses attached to stages: logic, risk and bias consistency out of 10, conflict points and suggestions. A fallback analysis says so. Only stages that carry details are listed. The AI's own sentences are shown as it wrote them.",
  ),
  args: {
    stageScores: sampleResult('stable', { withAi: true }).stageScores,
    stageTitles: SAMPLE_STAGE_TITLES.en,
    ruleText: (key) => key,
  },
  render: (args, context) => (
    <div className="max-w-2xl">
      <AiStageDetails {...args} {...storyEvaluationTexts(context)} />
    </div>
  ),
} satisfies Meta<typeof AiStageDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeAnalyses: Story = {
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText(storyT(context)('evaluation:ai.fallback'))).toBeVisible();
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
