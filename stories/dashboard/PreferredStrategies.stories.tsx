import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { strategyHint, strategyHintNoneMessage } from '../../src/scoring/strategy-hint';
import { PreferredStrategies } from '../../src/ui/dashboard/PreferredStrategies';
import { mixedDecisions } from '../../src/ui/dashboard/sample-decisions';
import { storyT } from '../support';
import { storyRuleText, storyStrategyLabel, storyStrategyOptions } from './scoringRules';

const meta = {
  title: 'Dashboard/PreferredStrategies',
  component: PreferredStrategies,
  args: {
    strategies: ['value', 'index'],
    strategyLabel: (strategy: string) => strategy,
    options: [],
    onChange: fn(),
    hint: null,
    noneMessage: strategyHintNoneMessage(),
    ruleText: (key: string) => key,
  },
  render: (args, context) => (
    <div className="max-w-xs">
      <PreferredStrategies
        {...args}
        strategyLabel={storyStrategyLabel(context)}
        options={storyStrategyOptions(context)}
        ruleText={storyRuleText(context)}
      />
    </div>
  ),
} satisfies Meta<typeof PreferredStrategies>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = strategyHint(mixedDecisions);

/** Keyboard focus on the hint: past the Choose button in the card's heading. */
async function focusHint() {
  await userEvent.tab();
  await userEvent.tab();
}

export const WithHint: Story = {
  args: { hint },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await focusHint();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(storyRuleText(context)(hint?.style ?? ''));
    await expect(tooltip).toHaveTextContent(t('dashboard:strategies.averageScore', { score: 70, count: 2 }));
  },
};

export const NothingEvaluated: Story = {
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await focusHint();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(storyRuleText(context)(strategyHintNoneMessage()));
  },
};

export const NoStrategies: Story = {
  args: { strategies: [] },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('dashboard:strategies.none'))).toBeVisible();
  },
};

/** The investor picks strategies from the seven the rules know; the card hands over their keys. */
export const Choosing: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const [first, second] = storyStrategyOptions(context);
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:strategies.choose') }));
    const group = canvas.getByRole('group', { name: t('dashboard:strategies.chooseLegend') });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(storyStrategyOptions(context).length);
    await expect(within(group).getByRole('checkbox', { name: first?.label })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: second?.label }));
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:strategies.save') }));
    await expect(args.onChange).toHaveBeenCalledWith(
      storyStrategyOptions(context)
        .map(({ key }) => key)
        .filter((key) => [...args.strategies, second?.key].includes(key)),
    );
  },
};
