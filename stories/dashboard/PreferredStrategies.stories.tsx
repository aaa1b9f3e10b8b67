import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { strategyHint, strategyHintNoneMessage } from '../../src/scoring/strategy-hint';
import { PreferredStrategies } from '../../src/ui/dashboard/PreferredStrategies';
import { mixedDecisions } from '../../src/ui/dashboard/sampleDecisions';
import { storyT } from '../support';
import { storyRuleText, storyStrategyLabel } from './scoringRules';

const meta = {
  title: 'Dashboard/PreferredStrategies',
  component: PreferredStrategies,
  args: {
    strategies: ['value', 'index'],
    strategyLabel: (strategy: string) => strategy,
    hint: null,
    noneMessage: strategyHintNoneMessage(),
    ruleText: (key: string) => key,
  },
  render: (args, context) => (
    <div className="max-w-xs">
      <PreferredStrategies {...args} strategyLabel={storyStrategyLabel(context)} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof PreferredStrategies>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = strategyHint(mixedDecisions);

export const WithHint: Story = {
  args: { hint },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(storyRuleText(context)(hint?.style ?? ''));
    await expect(tooltip).toHaveTextContent(t('dashboard:strategies.averageScore', { score: 70, count: 2 }));
  },
};

export const NothingEvaluated: Story = {
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(storyRuleText(context)(strategyHintNoneMessage()));
  },
};

export const NoStrategies: Story = {
  args: { strategies: [] },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('dashboard:strategies.none'))).toBeVisible();
  },
};
