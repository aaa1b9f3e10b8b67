import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProcessOutcomeQuadrants } from '../../src/ui/outcomes/ProcessOutcomeQuadrants';
import { sampleOutcome } from '../../src/ui/outcomes/sample-outcomes';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Outcomes/ProcessOutcomeQuadrants',
  component: ProcessOutcomeQuadrants,
  parameters: usage(
    'Process versus outcome as a 2×2 grid: good process (evaluation score at or above the rules’ threshold) on the top row, good outcome (reviewed return at or above its threshold) in the left column. Each quadrant has its name, explanation and count from scoring-rules/review-outcome.json, and lists its decisions with score and return; a click or Enter opens the decision.',
  ),
  args: { outcome: sampleOutcome(3), ruleText: (key: string) => key, onOpen: fn() },
  render: (args, context) => (
    <div className="max-w-2xl">
      <ProcessOutcomeQuadrants {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof ProcessOutcomeQuadrants>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeReviewed: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const text = storyRuleText(context);
    const canvas = within(canvasElement);
    const earned = canvas.getByRole('listitem', { name: text(args.outcome.quadrants.earned.name) });
    await expect(earned).toHaveTextContent(t('dashboard:outcome.count', { count: 2 }));
    const dumbLuck = canvas.getByRole('listitem', { name: text(args.outcome.quadrants.dumbLuck.name) });
    await expect(dumbLuck).toHaveTextContent(t('dashboard:outcome.none'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(args.outcome.points[0]?.decisionId);
  },
};

export const TwelveReviewed: Story = {
  args: { outcome: sampleOutcome(12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(12);
  },
};

/** Years of reviews: each quadrant renders the entries in its box, and scrolling brings in the rest. */
export const FourHundredReviewed: Story = {
  args: { outcome: sampleOutcome(400) },
  play: async ({ canvasElement, args }) => {
    const earnedCount = args.outcome.counts.earned;
    await expect(within(canvasElement).getAllByRole('button').length).toBeLessThan(60);
    const earned = canvasElement.querySelector('[data-quadrant="earned"]') as HTMLElement;
    const entries = () => [...earned.querySelectorAll('li[aria-setsize]')];
    await expect(entries()[0]).toHaveAttribute('aria-setsize', String(earnedCount));
    const box = earned.querySelector('.overflow-y-auto') as HTMLElement;
    box.scrollTop = box.scrollHeight;
    await waitFor(() =>
      expect(entries().map((entry) => entry.getAttribute('aria-posinset'))).toContain(String(earnedCount)),
    );
  },
};

export const LongNamesOnPhone: Story = {
  args: { outcome: sampleOutcome(6, { longNames: true }) },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    // Nothing spills sideways out of the phone-wide frame.
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
