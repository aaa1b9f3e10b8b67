import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalibrationBinsTable } from '../../src/ui/calibration/CalibrationBinsTable';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { phoneWidth } from '../phone';
import { usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationBinsTable',
  component: CalibrationBinsTable,
  parameters: usage(
    'Every bin of scoring-rules/calibration.json as a row: its span, the forecasts it holds, their mean stated probability, how often they came true and the 95% interval; bins without forecasts stay, dimmed. The text alternative of the calibration chart.',
  ),
  args: { bins: sampleCalibration('overconfident').bins },
  render: (args) => (
    <div className="max-w-2xl">
      <CalibrationBinsTable {...args} />
    </div>
  ),
} satisfies Meta<typeof CalibrationBinsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overconfident: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(args.bins.length + 1);
  },
};

export const OneForecastOnPhone: Story = {
  args: { bins: sampleCalibration('one').bins },
  decorators: [phoneWidth],
};
