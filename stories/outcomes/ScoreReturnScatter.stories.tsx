import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatReturn } from '../../src/ui/outcomes/format-return';
import { returnAxis } from '../../src/ui/outcomes/return-axis';
import ScoreReturnChart from '../../src/ui/outcomes/ScoreReturnChart';
import { ScoreReturnScatter } from '../../src/ui/outcomes/ScoreReturnScatter';
import { sampleOutcome } from '../../src/ui/outcomes/sample-outcomes';
import { MAX_MARKS, scatterMarks } from '../../src/ui/outcomes/scatter-marks';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'Outcomes/ScoreReturnScatter',
  component: ScoreReturnScatter,
  parameters: usage(
    'Evaluation score (across, 0–100) against the reviewed return (up, %), one dot per decision in its quadrant’s colour, the two thresholds dashed; the tooltip names the decision. Past 300 decisions the dots are groups of nearby decisions on a 20 × 20 grid whose edges include the threshold lines (so a group never mixes quadrants), larger for more decisions, the tooltip giving the count and the cell; a line under the chart says so, and the chart never draws more than 441 dots however long the journal. Shown from the minimum number of reviewed decisions in scoring-rules/review-outcome.json, with a plain-words line on what that many decisions can show and what the rank correlation says; below the minimum only the line saying when it appears. The chart (recharts) loads on demand.',
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

/** A long journal: 2,500 reviewed decisions drawn as at most a grid's worth of groups, larger for more. */
export const ManyReviewed: Story = {
  args: { outcome: sampleOutcome(2500, { spread: true }) },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const lang = storyLocale(context);
    await waitFor(() => expect(dots(canvasElement).length).toBeGreaterThan(0), { timeout: 5000 });
    const count = dots(canvasElement).length;
    await expect(count).toBeLessThanOrEqual(MAX_MARKS);
    await expect(count).toBeLessThan(args.outcome.points.length / 5);
    await expect(canvasElement).toHaveTextContent(t('dashboard:outcome.scatter.grouped'));
    await expect(within(canvasElement).getByRole('figure')).toHaveTextContent(
      t('dashboard:outcome.scatter.chartGrouped'),
    );
    // The tooltip of a dot gives its group's size and cell, as the grouping worked them out.
    const { outcome } = args;
    const axis = returnAxis([outcome.thresholds.minReturn, ...outcome.points.map((point) => point.returnPct)]);
    const groups = scatterMarks(outcome.points, outcome.thresholds, axis.domain).marks.map((mark) =>
      mark.kind === 'group'
        ? t('dashboard:outcome.scatter.group', {
            count: mark.count,
            scoreFrom: mark.scoreRange[0],
            scoreTo: mark.scoreRange[1],
            returnFrom: formatReturn(mark.returnRange[0], lang),
            returnTo: formatReturn(mark.returnRange[1], lang),
          })
        : '',
    );
    const dot = dots(canvasElement)[0] as Element;
    await userEvent.hover(dot);
    const tooltip = await waitFor(
      () => {
        const shown = canvasElement.querySelector('.recharts-tooltip-wrapper p');
        expect(shown?.textContent).toBeTruthy();
        return shown as Element;
      },
      { timeout: 5000 },
    );
    await expect(groups).toContain(tooltip.textContent);
    await userEvent.unhover(dot);
  },
};

/** The recharts chart alone, as the scatter loads it. */
export const ChartOnly: Story = {
  args: { outcome: sampleOutcome(8) },
  render: (args, context) => {
    const t = storyT(context);
    const { points, thresholds } = args.outcome;
    return (
      <div className="h-64 max-w-xl text-slate-600 dark:text-slate-300">
        <ScoreReturnChart
          points={points}
          minScore={thresholds.minScore}
          minReturn={thresholds.minReturn}
          label={t('dashboard:outcome.scatter.chart')}
          xLabel={t('dashboard:outcome.scatter.x')}
          yLabel={t('dashboard:outcome.scatter.y')}
          tooltip={(mark) => ({
            heading: mark.kind === 'point' ? mark.name : String(mark.count),
            detail: t('dashboard:outcome.scatter.tooltip', { score: mark.score, returnPct: `${mark.returnPct}%` }),
          })}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(8), { timeout: 5000 });
  },
};
