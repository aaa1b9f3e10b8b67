import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_STAGE_TITLES, sampleBandOf, sampleResult } from '../../src/ui/evaluation/fixtures';
import { StageScoreList } from '../../src/ui/evaluation/StageScoreList';
import { phoneWidth } from '../phone';
import { usage } from '../support';
import { storyEvaluationTexts } from './sample';

const meta = {
  title: 'Evaluation/StageScoreList',
  component: StageScoreList,
  parameters: usage(
    "Each stage's score with its weight and a bar coloured by the stage bands, in stage order. Titles come from the bank in the reader's language; on a phone the numbers wrap under long titles.",
  ),
  args: { stageScores: sampleResult('stable').stageScores, stageTitles: SAMPLE_STAGE_TITLES.en, bandOf: sampleBandOf },
  render: (args, context) => (
    <div className="max-w-xl">
      <StageScoreList {...args} stageTitles={storyEvaluationTexts(context).stageTitles} />
    </div>
  ),
} satisfies Meta<typeof StageScoreList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stable: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const HighRiskOnPhone: Story = {
  args: { stageScores: sampleResult('high-risk').stageScores },
  decorators: [phoneWidth],
};
