import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ScoreReturnChart from '../../src/ui/outcomes/ScoreReturnChart';
import { ScoreReturnScatter } from '../../src/ui/outcomes/ScoreReturnScatter';
import { sampleOutcome } from '../../src/ui/outcomes/sample-outcomes';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Outcomes/ScoreReturnScatter',
  component: ScoreReturnScatter,
  parameters: usage(
    'Evaluation score (across, 0–100) against the reviewed return (up, %), one dot per decision in its quadrant’s colour, the two thresholds dashed; the tooltip names the decision. Shown from the minimum number of reviewed decisions in scoring-rules/review-outcome.json, with a plain-words line on what that many decisions can show and what the rank correlation says; below the minimum only the line saying when it appears. The chart (recharts) loads on demand.',
  ),
  args: { outcome: sampleOutcome(3), ruleText: (key: string) => key },
  render: (args, context) => (
    <div className="max-w-2xl">
      <ScoreReturnScatter {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof ScoreReturnScatter>;

export default meta;
type Story = StoryObj<typeof meta>;

const dots = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.recharts-scatter-symbol');

/** Below the minimum: no chart, only when it will appear. */
export const ThreeReviewed: Story = {
  play: async ({ canvasElement, args, context }) => {
    const text = storyRuleText(context);
    const { sizeMessage } = args.outcome.sample;
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
    await expect(canvasElement).toHaveTextContent(text(sizeMessage?.key ?? '', sizeMessage?.params));
  },
};

export const FiveReviewed: Story = {
  args: { outcome: sampleOutcome(5) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(5), { timeout: 5000 });
  },
};

export const TwelveReviewed: Story = {
  args: { outcome: sampleOutcome(12) },
  play: async ({ canvasElement, args, context }) => {
    const text = storyRuleText(context);
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(12), { timeout: 5000 });
    const { correlationMessage } = args.outcome.sample;
    await expect(canvasElement).toHaveTextContent(text(correlationMessage?.key ?? '', correlationMessage?.params));
  },
};

export const TwelveReviewedOnPhone: Story = {
  args: { outcome: sampleOutcome(12, { longNames: true }) },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(12), { timeout: 5000 });
  },
};

/** The recharts chart alone, as the scatter loads it. */
export const ChartOnly: Story = {
  args: { outcome: sampleOutcome(8) },
  render: (args, context) => {
    const t = storyT(context);
    return (
      <div className="h-64 max-w-xl text-slate-600 dark:text-slate-300">
        <ScoreReturnChart
          data={args.outcome.points.map((point) => ({ ...point, returnText: `${point.returnPct}%` }))}
          minScore={args.outcome.thresholds.minScore}
          minReturn={args.outcome.thresholds.minReturn}
          label={t('dashboard:outcome.scatter.chart')}
          xLabel={t('dashboard:outcome.scatter.x')}
          yLabel={t('dashboard:outcome.scatter.y')}
          detail={(datum) =>
            t('dashboard:outcome.scatter.tooltip', { score: datum.score, returnPct: datum.returnText })
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(8), { timeout: 5000 });
  },
};
