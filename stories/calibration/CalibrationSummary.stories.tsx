import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalibrationSummary } from '../../src/ui/calibration/CalibrationSummary';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationSummary',
  component: CalibrationSummary,
  parameters: usage(
    'The figures the card and the page share: forecasts resolved of those made, the Brier score beside always saying 50% with the skill score and its meaning, the ranges that held the return, and the mean return over the benchmark, each with its n. Below the rules’ sample size their sentence on what so few forecasts can show stands before the figures. Figures that cannot be computed yet say why instead of showing a number.',
  ),
  args: { report: sampleCalibration('one'), ruleText: (key: string) => key },
  render: (args, context) => (
    <div className="max-w-3xl">
      <CalibrationSummary {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof CalibrationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneResolved: Story = {};

/** Resolved, but no review gave a clear outcome, a return or the benchmark’s return yet. */
export const NothingToScore: Story = {
  args: {
    report: { ...sampleCalibration('one'), brier: null, range: null, meanExcessReturn: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0.09')).toBeNull();
  },
};

export const FewResolvedOnPhone: Story = {
  args: { report: sampleCalibration('few') },
  decorators: [phoneWidth],
};
