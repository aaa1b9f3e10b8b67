import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleRiskResult } from '../../src/ui/risk/fixtures';
import { RiskResultView } from '../../src/ui/risk/RiskResultView';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';
import { riskRuleText } from './risk-rule-text';

const meta = {
  title: 'Risk/RiskResultView',
  component: RiskResultView,
  parameters: usage(
    "The risk assessment's result: score and risk type side by side, the type's description, the Strategy Consistency Check (amber) and Risk Warning (red) when the rules raise them, the recommendation, and Done. All result texts are the rules' message keys, turned into text by `ruleText`.",
  ),
  args: { result: sampleRiskResult(), ruleText: (key) => key, onDone: fn() },
  render: (args, context) => (
    <div className="max-w-xl">
      <RiskResultView {...args} ruleText={riskRuleText(storyLocale(context))} />
    </div>
  ),
} satisfies Meta<typeof RiskResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balanced: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(context)('risk:result.done') }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const Conservative: Story = { args: { result: sampleRiskResult({ type: 'conservative', score: 22 }) } };

export const WithBothChecks: Story = {
  args: { result: sampleRiskResult({ type: 'progressive', score: 74, verification: true, warning: true }) },
};

export const WithBothChecksOnPhone: Story = { ...WithBothChecks, decorators: [phoneWidth] };
