import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { StageKey } from '../../src/scoring/types';
import { SAMPLE_STAGE_TITLES, sampleBandOf, sampleResult } from '../../src/ui/evaluation/fixtures';
import { LazyStageScoreChart } from '../../src/ui/evaluation/LazyStageScoreChart';
import StageScoreChart, { type StageChartDatum } from '../../src/ui/evaluation/StageScoreChart';
import { storyT, usage } from '../support';
import { storyEvaluationTexts } from './sample';

function chartData(
  stageTitles: Record<StageKey, string>,
  rating: 'stable' | 'high-risk' = 'stable',
): StageChartDatum[] {
  const { stageScores } = sampleResult(rating);
  return (Object.keys(stageScores) as StageKey[]).map((stage) => ({
    stage,
    title: stageTitles[stage],
    score: stageScores[stage].score,
    band: sampleBandOf('stage', stageScores[stage].score),
  }));
}

const meta = {
  title: 'Evaluation/StageScoreChart',
  component: StageScoreChart,
  parameters: usage(
    'Bar chart of the stage scores (0–100), bars in their band colours, stage numbers on the axis (short enough for phones), the title and score in the tooltip. It is the only module that imports recharts and is loaded through LazyStageScoreChart, which shows a skeleton of the same height meanwhile. The scores are also listed as text, so the chart is a visual extra.',
  ),
  args: { data: chartData(SAMPLE_STAGE_TITLES.en), label: 'evaluation:result.chart' },
  render: (_args, context) => (
    <div className="h-56 max-w-xl text-slate-600 dark:text-slate-300">
      <StageScoreChart
        data={chartData(storyEvaluationTexts(context).stageTitles)}
        label={storyT(context)('evaluation:result.chart')}
      />
    </div>
  ),
} satisfies Meta<typeof StageScoreChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.recharts-bar-rectangle');

export const Stable: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(7));
  },
};

/** As the result view uses it: loaded on demand inside its frame. */
export const LoadedOnDemand: Story = {
  render: (_args, context) => (
    <div className="max-w-xl">
      <LazyStageScoreChart data={chartData(storyEvaluationTexts(context).stageTitles, 'high-risk')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(7));
  },
};
