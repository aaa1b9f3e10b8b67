import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultRiskTypeKey, ProfileCard } from '../../src/ui/dashboard/ProfileCard';
import { storyT } from '../support';
import { sampleRiskResult, storyRuleText } from './scoringRules';

const balanced = sampleRiskResult(63);

const meta = {
  title: 'Dashboard/ProfileCard',
  component: ProfileCard,
  args: { riskTolerance: 'steady', assessment: null, ruleText: (key: string) => key, onAssessRisk: fn() },
  // The rules' texts follow the story's language, as the app's container does.
  render: (args, context) => (
    <div className="max-w-xs">
      <ProfileCard {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAssessment: Story = {
  args: { riskTolerance: balanced.type, assessment: balanced },
  play: async ({ canvasElement, context }) => {
    const text = storyRuleText(context);
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: text(balanced.name) }));
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text(balanced.description));
    await expect(tooltip).toHaveTextContent(text(balanced.recommendation));
    await expect(tooltip).toHaveTextContent('63/100');
  },
};

export const WithoutAssessment: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: storyRuleText(context)(defaultRiskTypeKey('steady')) }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(t('dashboard:profile.noAssessment'));
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:profile.assessRisk') }));
    await expect(args.onAssessRisk).toHaveBeenCalled();
  },
};

/** With assessments kept, a History button opens them. */
export const WithHistory: Story = {
  args: { riskTolerance: balanced.type, assessment: balanced, historyCount: 4, onShowHistory: fn() },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('risk:history.open', { count: 4 }) }));
    await expect(args.onShowHistory).toHaveBeenCalled();
  },
};
