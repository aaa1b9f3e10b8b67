import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalibrationDecomposition } from '../../src/ui/calibration/CalibrationDecomposition';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationDecomposition',
  component: CalibrationDecomposition,
  parameters: usage(
    'What the forecasts show in the rules’ plain words, from the sample size of scoring-rules/calibration.json on: how many forecasts this is, the Murphy decomposition (reliability, resolution, uncertainty and their sum) and the verdict on each bin with enough forecasts. Below that size it renders nothing: the summary’s sentence on what so few forecasts can show stands in for it.',
  ),
  args: { report: sampleCalibration('overconfident'), ruleText: (key: string) => key },
  render: (args, context) => (
    <div className="max-w-2xl">
      <CalibrationDecomposition {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof CalibrationDecomposition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overconfident: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(args.report.sentences.length);
  },
};

export const CalibratedOnPhone: Story = {
  args: { report: sampleCalibration('calibrated') },
  decorators: [phoneWidth],
};
