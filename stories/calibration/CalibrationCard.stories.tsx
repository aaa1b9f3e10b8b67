import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalibrationCard } from '../../src/ui/calibration/CalibrationCard';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationCard',
  component: CalibrationCard,
  parameters: usage(
    'The dashboard card of the investor’s calibration, always shown: before any forecast it says what will appear and when; with forecasts none of which is resolved, how many wait for their first review; then how many are resolved, the Brier score beside always saying 50% with the skill score and its plain meaning, the share of ranges that held the return (ideal 80%) and the mean return over the benchmark, each with the number it rests on. Below the sample size of scoring-rules/calibration.json the rules’ sentence on what so few forecasts can show comes first; from it on, the rules’ verdict on each bin with enough forecasts. “Open calibration” opens the page.',
  ),
  args: { report: sampleCalibration('one'), ruleText: (key: string) => key, onOpenPage: fn() },
  render: (args, context) => (
    <div className="max-w-3xl">
      <CalibrationCard {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof CalibrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, context: { globals: Record<string, unknown> }) =>
  within(canvasElement).getByRole('region', { name: storyT(context)('calibration:title') });

/** No forecast yet: what will appear, and when. */
export const Empty: Story = {
  args: { report: sampleCalibration('empty') },
  play: async ({ canvasElement, context }) => {
    const region = card(canvasElement, context);
    await expect(region).toHaveTextContent(storyT(context)('calibration:empty'));
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** Forecasts made, none reviewed yet. */
export const NoneResolved: Story = {
  args: { report: sampleCalibration('pending') },
  play: async ({ canvasElement, context }) => {
    await expect(card(canvasElement, context)).toHaveTextContent(storyT(context)('calibration:pending', { count: 2 }));
  },
};

/** The end-to-end proof: 70%, −5% to +15%, the thesis held with +8% against a benchmark's +3%. */
export const OneResolved: Story = {
  play: async ({ canvasElement, context, args }) => {
    const region = card(canvasElement, context);
    await expect(region).toHaveTextContent('0.09');
    await expect(region).toHaveTextContent('+5.0%');
    await expect(within(region).getByTestId('sample-size')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: storyT(context)('calibration:open') }));
    await expect(args.onOpenPage).toHaveBeenCalled();
  },
};

/** A few resolved, one of them “partly” (not scored) and one without the benchmark’s return. */
export const FewResolved: Story = {
  args: { report: sampleCalibration('few') },
};

/** Enough for a verdict, from a well calibrated forecaster. */
export const ManyCalibrated: Story = {
  args: { report: sampleCalibration('calibrated') },
  play: async ({ canvasElement, context }) => {
    await expect(within(card(canvasElement, context)).getByTestId('verdicts')).toBeInTheDocument();
  },
};

/** Enough for a verdict, from a forecaster too sure of their high calls, with ranges too narrow. */
export const Overconfident: Story = {
  args: { report: sampleCalibration('overconfident') },
};

export const OneResolvedOnPhone: Story = {
  decorators: [phoneWidth],
};

export const OverconfidentOnPhone: Story = {
  args: { report: sampleCalibration('overconfident') },
  decorators: [phoneWidth],
};
