import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProcessOutcomeCard } from '../../src/ui/outcomes/ProcessOutcomeCard';
import { sampleOutcome } from '../../src/ui/outcomes/sample-outcomes';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Outcomes/ProcessOutcomeCard',
  component: ProcessOutcomeCard,
  parameters: usage(
    'The dashboard card of process versus outcome, shown once any decision has a review: the thresholds in words, the quadrants, how many reviewed decisions could not be placed (no evaluation, no readable return) and the score/return scatter.',
  ),
  args: { outcome: sampleOutcome(3), ruleText: (key: string) => key, onOpen: fn() },
  // The chart loads on demand; loading it before the story renders keeps the first
  // picture from racing a cold module graph in the test browser.
  loaders: [() => import('../../src/ui/outcomes/ScoreReturnChart')],
  render: (args, context) => (
    <div className="max-w-3xl">
      <ProcessOutcomeCard {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof ProcessOutcomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, context: { globals: Record<string, unknown> }) =>
  within(canvasElement).getByRole('region', { name: storyT(context)('dashboard:outcome.title') });

export const Empty: Story = {
  args: { outcome: sampleOutcome(0) },
  play: async ({ canvasElement, context }) => {
    await expect(card(canvasElement, context)).toHaveTextContent(storyT(context)('dashboard:outcome.empty'));
  },
};

export const ThreeReviewed: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(within(card(canvasElement, context)).queryByRole('figure')).toBeNull();
  },
};

export const TwelveReviewed: Story = {
  args: { outcome: sampleOutcome(12) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-scatter-symbol')).toHaveLength(12), {
      timeout: 5000,
    });
  },
};

export const SomeNotPlaced: Story = {
  args: { outcome: sampleOutcome(2, { notEvaluated: 2, noReturn: 1 }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const region = card(canvasElement, context);
    await expect(region).toHaveTextContent(t('dashboard:outcome.notEvaluated', { count: 2 }));
    await expect(region).toHaveTextContent(t('dashboard:outcome.noReturn', { count: 1 }));
  },
};

export const LongNamesOnPhone: Story = {
  args: { outcome: sampleOutcome(7, { longNames: true }) },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-scatter-symbol')).toHaveLength(7), {
      timeout: 5000,
    });
  },
};
